import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPreviewNow } from '@/features/batches/options/qr-image';

describe('the QR preview on the Options tab', () => {
  it('is drawn at once as an SVG data address that carries the value, with no canvas', () => {
    const value = 'https://portal.example/ELD/batch-eld-0911';
    const url = qrPreviewNow(value);
    expect(url?.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url!.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg[^>]* width="240" height="240"/);
    // The same modules as qrcode draws for that value (error correction M).
    const modules = QRCode.create(value, { errorCorrectionLevel: 'M' }).modules.size;
    expect(svg).toContain(`viewBox="0 0 ${modules + 4} ${modules + 4}"`);
    expect(qrPreviewNow('https://portal.example/ELD/other')).not.toBe(url);
  });
});
