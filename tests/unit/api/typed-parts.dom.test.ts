import { describe, expect, it } from 'vitest';
import { typedByContent } from '@/api/typed-parts';
import { mediaTypeOf, typeFitsContent } from '@/lib/input/file-type';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('file parts go out typed by what they hold', () => {
  it('a CSV saved by Excel as text/csv, a picture with no type as PNG, HTML named .pdf as plain text', async () => {
    const form = new FormData();
    form.append('name', 'Lot 0412');
    form.append('files[]', new File(['lot,qty\r\n0412,3\r\n'], 'lots.csv', { type: 'application/vnd.ms-excel' }));
    form.append('files[]', new File([PNG], 'label', { type: '' }));
    form.append('file', new File(['<html><script>x()</script>'], 'coa.pdf', { type: 'application/pdf' }));
    const typed = await typedByContent(form);
    expect(typed.get('name')).toBe('Lot 0412');
    const files = typed.getAll('files[]') as File[];
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['lots.csv', 'text/csv'],
      ['label', 'image/png'],
    ]);
    expect(await files[0]!.text()).toBe('lot,qty\r\n0412,3\r\n');
    expect((typed.get('file') as File).type).toBe('text/plain');
  });

  it('a form without files is the same form; files already typed right: the same form', async () => {
    const text = new FormData();
    text.append('a', '1');
    expect(await typedByContent(text)).toBe(text);
    const png = new File([PNG], 'label.png', { type: 'image/png' });
    const form = new FormData();
    form.append('file', png);
    expect(await typedByContent(form)).toBe(form);
  });

  it('the media types: Matroska and text by the name, a MOV declared as MP4 still fits', () => {
    expect(mediaTypeOf('matroska', 'clip.webm')).toBe('video/webm');
    expect(mediaTypeOf('matroska', 'clip.mkv')).toBe('video/x-matroska');
    expect(mediaTypeOf('binary', 'report.docx')).toBe('application/octet-stream');
    expect(typeFitsContent('video/mp4', 'mov')).toBe(true);
    expect(typeFitsContent('image/png', 'text')).toBe(false);
    expect(typeFitsContent('application/pdf;x=1', 'pdf')).toBe(false);
    expect(typeFitsContent('application/octet-stream', 'text')).toBe(true);
  });
});
