import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { server } from '~mocks/node';
import { renderWithProviders } from '../../utils/render';

// jsdom has no canvas: the drawn preview is stood in for, and the moment `qrcode` is first asked for is noted.
const qr = vi.hoisted(() => ({ asked: false }));
vi.mock('@/features/batches/options/qr-image', async (importOriginal) => {
  qr.asked = true;
  const actual = await importOriginal<typeof import('@/features/batches/options/qr-image')>();
  return { ...actual, qrPreviewNow: () => 'data:image/png;base64,iVBORw0KGgo=' };
});

describe('/batches/{id}: the QR code comes with the batch (issue 28)', { timeout: 90_000 }, () => {
  it("tracer: asks for the QR code's chunk with the batch, and shows the code in the render that shows the batch", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/integrant/BATELD0911', async () => {
        await held;
        return undefined;
      }),
    );
    const app = renderWithProviders('/batches/BATELD0911', { signedIn: { selected: 'tracer' } });
    // The batch is held: the QR code's chunk is asked for meanwhile, not once the Options tab has rendered.
    await waitFor(() => expect(qr.asked).toBe(true));
    release();
    const { screen } = await app;
    expect(await screen.findByRole('tab', { name: 'Options' }, { timeout: 30_000 })).toBeInTheDocument();
    // No 'Drawing the QR code' in between: the code is there with the tab.
    expect(screen.getByRole('img', { name: /^QR code of / })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Drawing the QR code' })).not.toBeInTheDocument();
  });
});
