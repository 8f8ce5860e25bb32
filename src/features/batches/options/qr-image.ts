import QRCode from 'qrcode';
import { qrMime, QR_SIZE, wrapText, type QrFormat } from './options-rules';

/**
 * The QR code drawn with `qrcode`, with the batch's title and description below it: a 1000 px wide image
 * (the code itself 1000 × 1000) as PNG, WEBP, JPEG or SVG. Only the Options tab imports this module, by
 * a dynamic import, so `qrcode` stays in its own lazy chunk.
 */

export interface QrCaption {
  readonly title: string;
  readonly description: string;
}

const MARGIN = 2;
const PAD = 40;
const TITLE_FONT = 44;
const TEXT_FONT = 32;
const TITLE_WIDTH = 38;
const TEXT_WIDTH = 52;

function captionLines(caption: QrCaption) {
  return {
    title: wrapText(caption.title, TITLE_WIDTH, 2),
    text: wrapText(caption.description, TEXT_WIDTH, 4),
  };
}

function captionHeight(lines: ReturnType<typeof captionLines>): number {
  if (lines.title.length + lines.text.length === 0) return 0;
  return PAD + lines.title.length * (TITLE_FONT + 12) + lines.text.length * (TEXT_FONT + 10) + PAD;
}

/**
 * A small preview of the code for the screen (an SVG data address), drawn now (qrcode draws synchronously and calls
 * back at once; its promise only wraps that), so that the panel shows it in the render that shows the batch. SVG, not
 * a PNG from a canvas: no canvas to draw and no PNG to encode in that render (the editor's largest paint),
 * and as sharp at any size. Null when it cannot be drawn.
 */
export function qrPreviewNow(value: string, width = 240): string | null {
  let url: string | null = null;
  try {
    QRCode.toString(value, { type: 'svg', width, margin: MARGIN, errorCorrectionLevel: 'M' }, (error, svg) => {
      url = error ? null : `data:image/svg+xml,${encodeURIComponent(svg)}`;
    });
  } catch {
    url = null;
  }
  return url;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

async function svgImage(value: string, caption: QrCaption): Promise<Blob> {
  const code = (await QRCode.toString(value, { type: 'svg', width: QR_SIZE, margin: MARGIN })).replace(
    /<\?xml[^>]*>/,
    '',
  );
  const lines = captionLines(caption);
  const height = QR_SIZE + captionHeight(lines);
  let y = QR_SIZE + PAD;
  const texts: string[] = [];
  for (const line of lines.title) {
    y += TITLE_FONT;
    texts.push(
      `<text x="500" y="${y}" text-anchor="middle" font-family="sans-serif" font-size="${TITLE_FONT}" font-weight="700">${escapeXml(line)}</text>`,
    );
    y += 12;
  }
  for (const line of lines.text) {
    y += TEXT_FONT;
    texts.push(
      `<text x="500" y="${y}" text-anchor="middle" font-family="sans-serif" font-size="${TEXT_FONT}">${escapeXml(line)}</text>`,
    );
    y += 10;
  }
  const nested = code.replace('<svg ', `<svg x="0" y="0" width="${QR_SIZE}" height="${QR_SIZE}" `);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${QR_SIZE}" height="${height}" viewBox="0 0 ${QR_SIZE} ${height}"><rect width="100%" height="100%" fill="#ffffff"/>${nested}${texts.join('')}</svg>`;
  return new Blob([svg], { type: qrMime('SVG') });
}

async function rasterImage(value: string, caption: QrCaption, format: Exclude<QrFormat, 'SVG'>): Promise<Blob> {
  const code = document.createElement('canvas');
  await QRCode.toCanvas(code, value, { width: QR_SIZE, margin: MARGIN });
  const lines = captionLines(caption);
  const canvas = document.createElement('canvas');
  canvas.width = QR_SIZE;
  canvas.height = QR_SIZE + captionHeight(lines);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(code, 0, 0, QR_SIZE, QR_SIZE);
  context.fillStyle = '#1a1b1e';
  context.textAlign = 'center';
  let y = QR_SIZE + PAD;
  context.font = `700 ${TITLE_FONT}px sans-serif`;
  for (const line of lines.title) {
    y += TITLE_FONT;
    context.fillText(line, QR_SIZE / 2, y);
    y += 12;
  }
  context.font = `${TEXT_FONT}px sans-serif`;
  for (const line of lines.text) {
    y += TEXT_FONT;
    context.fillText(line, QR_SIZE / 2, y);
    y += 10;
  }
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))),
      qrMime(format),
      0.92,
    ),
  );
}

/** The downloadable image in one of the four formats. */
export function qrImage(value: string, caption: QrCaption, format: QrFormat): Promise<Blob> {
  return format === 'SVG' ? svgImage(value, caption) : rasterImage(value, caption, format);
}
