import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { waitFor } from '@testing-library/react';
import { server } from '~mocks/node';
import { getCreateVideoUploadInfoResponseMock } from '@/api/generated/portal/hooks/product/product.msw';
import { OMEGA_PRODUCT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { productSaves } from '../utils/catalogue';
import { typedFile } from '../utils/file-bytes';

const FAILED =
  'Something went wrong! Video not uploaded. please try after sometime. you are able to upload video on edit product.';

/** The video host's tus endpoints: creation then one PATCH (or a refused creation). */
function videoHost(refuse = false) {
  const seen: { method: string; headers: Record<string, string> }[] = [];
  let length = '0';
  server.use(
    http.post('*/ext/video-upload/tusupload', ({ request }) => {
      seen.push({ method: 'POST', headers: Object.fromEntries(request.headers) });
      if (refuse) return new HttpResponse('Upload refused', { status: 400 });
      length = request.headers.get('Upload-Length') ?? '0';
      return new HttpResponse(null, {
        status: 201,
        headers: { Location: 'tusupload/9b7e4d1c2a3f', 'Tus-Resumable': '1.0.0' },
      });
    }),
    http.patch('*/ext/video-upload/tusupload/:id', ({ request }) => {
      seen.push({ method: 'PATCH', headers: Object.fromEntries(request.headers) });
      // The whole file arrived (one chunk): the offset is its length.
      return new HttpResponse(null, { status: 204, headers: { 'Upload-Offset': length, 'Tus-Resumable': '1.0.0' } });
    }),
  );
  return seen;
}

async function chooseUpload() {
  const app = await renderWithProviders(`/update-product/${OMEGA_PRODUCT}`, { signedIn: true });
  await app.screen.findByRole('heading', { name: 'Edit Product' });
  await app.user.click(app.screen.getByRole('tab', { name: /Facets/ }));
  await app.user.click(await app.screen.findByText('Upload video'));
  return app;
}

describe('product video upload', { timeout: 40_000 }, () => {
  it('an upload needs a title and a video file with a video extension', async () => {
    const saves = productSaves();
    const app = await chooseUpload();
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept*="mp4"]')!;
    await app.user.upload(input, typedFile('clip.mp4', 'video/mp4'));
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('Video title is required field')).toBeInTheDocument();
    expect(await app.screen.findByText('Please upload video title.')).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('textbox', { name: 'Video title' }));
    await app.user.paste('Omega-3: from sea to softgel');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['v'], 'clip.txt', { type: 'text/plain' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('Invalid video extension...')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('saves, signs with bunny-tus-upload-info, uploads with tus showing the percent, then goes home', async () => {
    const saves = productSaves();
    const signs: unknown[] = [];
    server.use(
      http.post('*/integrant-type/bunny-tus-upload-info', async ({ request }) => {
        signs.push(await request.json());
        return HttpResponse.json(getCreateVideoUploadInfoResponseMock());
      }),
    );
    const host = videoHost();
    const app = await chooseUpload();
    await app.user.click(app.screen.getByRole('textbox', { name: 'Video title' }));
    await app.user.paste('Omega-3: from sea to softgel');
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept*="mp4"]')!;
    await app.user.upload(input, typedFile('omega.mp4', 'video/mp4', '0123456789'));
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByRole('progressbar', { name: 'Uploading video' })).toBeInTheDocument();
    await waitFor(() => expect(app.location().pathname).toBe('/'), { timeout: 15_000 });
    expect(saves[0]).toMatchObject({ bunny_video_title: 'Omega-3: from sea to softgel' });
    expect(saves[0]).not.toHaveProperty('youtube_video_url');
    expect(signs).toEqual([{ title: 'Omega-3: from sea to softgel', integrant_type_id: expect.any(String) }]);
    expect(host.map((r) => r.method)).toEqual(['POST', 'PATCH']);
    expect(host[0]!.headers).toMatchObject({ authorizationsignature: expect.any(String), libraryid: '248517' });
    expect(app.screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it('a failed upload says so, clears the form and goes home', async () => {
    productSaves();
    videoHost(true);
    const app = await chooseUpload();
    await app.user.click(app.screen.getByRole('textbox', { name: 'Video title' }));
    await app.user.paste('Omega-3: from sea to softgel');
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept*="mp4"]')!;
    await app.user.upload(input, typedFile('omega.mp4', 'video/mp4', '0123456789'));
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText(FAILED, {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(app.location().pathname).toBe('/'));
  });
});
