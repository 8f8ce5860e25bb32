/**
 * `qrcode` (./qr-image) is a chunk of its own, never in the first load. The batch editor's route loader starts it
 * with the batch (load-batch-editor.ts), so that the QR panel finds it loaded and draws the code in its first
 * render, not one chunk and one render later (issue 28: the code is the editor's largest paint).
 */
type QrImage = typeof import('./qr-image');

let loaded: QrImage | null = null;
let pending: Promise<QrImage> | null = null;

export function loadQr(): Promise<QrImage> {
  pending ??= import('./qr-image').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The module when it has arrived, else null. */
export function loadedQr(): QrImage | null {
  return loaded;
}
