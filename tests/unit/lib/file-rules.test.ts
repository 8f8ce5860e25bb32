import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  ATTACHMENT_FILE_RULE,
  checkFile,
  fileExtension,
  inspectFile,
  MIB,
  sizeLabel,
  tooLargeMessage,
  type FileRule,
} from '@/lib/file-rules';
import { MESSAGES } from '@/api/error-policy';
import { realPdf, realPng } from '../../../test-support/real-files';

const logo: FileRule = {
  extensions: ['png', 'jpeg', 'jpg'],
  typeMessage: 'The file type you have uploaded is not valid. Only image file type is valid for organization logo.',
  maxBytes: 15 * MIB,
  sizeMessage: 'File size must be less than or equal to 15 MB.',
};
// '30 MB or more' is refused: the largest allowed size is one byte less.
const attachment: FileRule = {
  extensions: [],
  typeMessage: 'unused',
  maxBytes: 30 * MIB - 1,
  sizeMessage: 'You can upload maximum 30MB',
};

describe('file rules', () => {
  it('reads the extension in lower case, without the dot', () => {
    expect(fileExtension('Label.PNG')).toBe('png');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });

  it('refuses a type outside the list with the rule’s message, whatever the size', () => {
    expect(checkFile({ name: 'logo.pdf', size: 10 }, logo)).toBe(logo.typeMessage);
    expect(checkFile({ name: 'logo.pdf', size: 20 * MIB }, logo)).toBe(logo.typeMessage);
  });

  it('allows exactly the largest size and refuses one byte more', () => {
    expect(checkFile({ name: 'logo.JPG', size: 15 * MIB }, logo)).toBeNull();
    expect(checkFile({ name: 'logo.jpg', size: 15 * MIB + 1 }, logo)).toBe(logo.sizeMessage);
    expect(checkFile({ name: 'coa.pdf', size: 30 * MIB - 1 }, attachment)).toBeNull();
    expect(checkFile({ name: 'coa.pdf', size: 30 * MIB }, attachment)).toBe('You can upload maximum 30MB');
  });

  it('gives the file picker its accept list', () => {
    expect(acceptAttribute(logo)).toBe('.png,.jpeg,.jpg');
    expect(acceptAttribute(attachment)).toBeUndefined();
  });

  it('inspects a file: the rule first (the spec’s words), then an empty file, then its first bytes', async () => {
    const file = (parts: BlobPart[], name: string) => new File(parts, name);
    const pdf = realPdf('x').buffer;
    const png = realPng('x').buffer;
    expect(await inspectFile(file([pdf], 'logo.pdf'), logo)).toBe(logo.typeMessage);
    expect(await inspectFile(file([pdf], 'logo.png'), logo)).toBe('"logo.png" is not a PNG file (it is a PDF).');
    expect(await inspectFile(file([], 'logo.png'), logo)).toBe('The file "logo.png" is empty.');
    expect(await inspectFile(file([png], 'logo.png'), logo)).toBeNull();
    expect(await inspectFile(file(['minutes of the audit'], 'audit.pdf'), ATTACHMENT_FILE_RULE)).toBe(
      '"audit.pdf" is not a PDF file (it is plain text).',
    );
  });

  it('says a 413 with the file’s name and the screen’s limit when it has them', () => {
    expect(sizeLabel(30 * MIB)).toBe('30 MB');
    expect(sizeLabel(1536)).toBe('1.5 KB');
    expect(tooLargeMessage('cgmp.pdf', ATTACHMENT_FILE_RULE)).toBe(
      '"cgmp.pdf" is too large to upload: files must be smaller than 30 MB. Choose a smaller file.',
    );
    expect(tooLargeMessage('logo.png', logo)).toBe(
      '"logo.png" is too large to upload: files must be at most 15 MB. Choose a smaller file.',
    );
    // Without a name or a limit: the error policy's words.
    expect(tooLargeMessage()).toBe(MESSAGES.tooLarge);
  });
});
