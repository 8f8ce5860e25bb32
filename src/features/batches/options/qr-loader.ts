import { loadOnce } from '@/lib/load-once';

/**
 * `qrcode` (./qr-image) is a chunk of its own, never in the first load. The batch editor's route loader starts it
 * with the batch (load-batch-editor.ts), so that the QR panel finds it loaded and draws the code in its first
 * render, not one chunk and one render later (the code is the editor's largest paint).
 */
const qr = loadOnce(() => import('./qr-image'));

export const loadQr = qr.load;

/** The module when it has arrived, else null. */
export const loadedQr = qr.loaded;
