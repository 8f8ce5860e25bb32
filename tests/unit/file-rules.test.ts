import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkFile, fileExtension, MIB, type FileRule } from '@/lib/file-rules';

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
});
