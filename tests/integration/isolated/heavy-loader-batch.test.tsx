import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { server } from '~mocks/node';
import { GUMMIES_BATCH } from '../../../test-support/example-world';
import { renderWithProviders } from '../../utils/render';

// jsdom has no canvas: the drawn preview is stood in for, and the moment `qrcode` is first asked for is noted.
const qr = vi.hoisted(() => ({ asked: false }));
vi.mock('@/features/batches/options/qr-image', async (importOriginal) => {
  qr.asked = true;
  const actual = await importOriginal<typeof import('@/features/batches/options/qr-image')>();
  return { ...actual, qrPreviewNow: () => 'data:image/png;base64,iVBORw0KGgo=' };
});

// The Options tab's actions (tables, dialogs, file drop) are a chunk of their own: the moment it is first asked for,
// and the moment the editor's own code (which would bring them, imported statically) has been loaded.
const actions = vi.hoisted(() => ({ asked: false }));
vi.mock('@/features/batches/options/options-actions', async (importOriginal) => {
  actions.asked = true;
  return importOriginal<typeof import('@/features/batches/options/options-actions')>();
});
const editor = vi.hoisted(() => ({ loaded: false }));
vi.mock('@/features/batches/batch-editor', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/batches/batch-editor')>();
  editor.loaded = true;
  return actual;
});

describe('/batches/{id}: the QR code comes with the batch', { timeout: 90_000 }, () => {
  it("tracer: asks for the QR code's chunk with the batch, shows the code in the render that shows the batch, and the tab's actions after it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`*/integrant/${GUMMIES_BATCH}`, async () => {
        await held;
        return undefined;
      }),
    );
    const app = renderWithProviders(`/batches/${GUMMIES_BATCH}`, { signedIn: { selected: 'tracer' } });
    // The batch is held: the QR code's chunk is asked for meanwhile, not once the Options tab has rendered; the
    // editor's code is here, and the actions' chunk is not asked for with it.
    await waitFor(() => expect(qr.asked && editor.loaded).toBe(true));
    expect(actions.asked).toBe(false);
    release();
    const { screen } = await app;
    expect(await screen.findByRole('tab', { name: 'Options' }, { timeout: 30_000 })).toBeInTheDocument();
    // No 'Drawing the QR code' in between: the code is there with the tab.
    expect(screen.getByRole('img', { name: /^QR code of / })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Drawing the QR code' })).not.toBeInTheDocument();
    // The actions below it, once their chunk has come.
    expect(await screen.findByRole('group', { name: 'Batch options' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(actions.asked).toBe(true);
  });
});
