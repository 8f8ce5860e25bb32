import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop } from '@/components/files/file-drop';
import { MIB, type FileRule } from '@/lib/file-rules';
import { renderComponent } from '../utils/mantine';
import { typedFile } from '../utils/file-bytes';
import { realPdf, realPng } from '../../test-support/real-files';

const rule: FileRule = {
  extensions: ['png', 'jpg'],
  typeMessage: 'Only image files (JPG, PNG) are allowed',
  maxBytes: 15 * MIB,
  sizeMessage: 'File size must be less than or equal to 15 MB.',
};

function sized(name: string, bytes: number, type: string) {
  const file = typedFile(name, type);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

function Harness({ onFile, onReject }: { onFile: (f: File) => void; onReject: (m: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileDrop
      label="Product label"
      rule={rule}
      file={file}
      onFile={(f) => {
        setFile(f);
        onFile(f);
      }}
      onReject={onReject}
    />
  );
}

describe('FileDrop', () => {
  it('checks type and size before the screen sees the file, and says why under the field', async () => {
    const onFile = vi.fn();
    const onReject = vi.fn();
    // A dropped file, or 'All files' in the picker, ignores `accept`: the rule still holds.
    const { user } = renderComponent(<Harness onFile={onFile} onReject={onReject} />, { applyAccept: false });
    const input = screen.getByLabelText('Product label', { selector: 'input' });
    expect(input).toHaveAttribute('accept', '.png,.jpg');

    await user.upload(input, sized('label.pdf', 100, 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only image files (JPG, PNG) are allowed');
    expect(onReject).toHaveBeenLastCalledWith('Only image files (JPG, PNG) are allowed');

    await user.upload(input, sized('label.png', 15 * MIB + 1, 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than or equal to 15 MB.');
    expect(onFile).not.toHaveBeenCalled();

    await user.upload(input, sized('label.png', 15 * MIB, 'image/png'));
    await vi.waitFor(() => expect(onFile).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an empty file and a file whose first bytes are not what its name says, naming it', async () => {
    const onFile = vi.fn();
    const onReject = vi.fn();
    const { user } = renderComponent(<Harness onFile={onFile} onReject={onReject} />);
    const input = screen.getByLabelText('Product label', { selector: 'input' });

    await user.upload(input, new File([], 'label.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file "label.png" is empty.');

    const pdf = realPdf('x').buffer;
    await user.upload(input, new File([new Uint8Array(pdf)], 'label.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"label.png" is not a PNG file (it is a PDF).');
    expect(onReject).toHaveBeenCalledTimes(2);
    expect(onFile).not.toHaveBeenCalled();

    await user.upload(input, new File([new Uint8Array(realPng('x').buffer)], 'label.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(onFile).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a quick second choice is not overtaken by a slower first one', async () => {
    const onFile = vi.fn();
    const onReject = vi.fn();
    const { user } = renderComponent(<Harness onFile={onFile} onReject={onReject} />);
    const input = screen.getByLabelText('Product label', { selector: 'input' });
    // The first file's bytes arrive only when released, after the second file has been taken.
    let release: (bytes: ArrayBuffer) => void = () => {};
    const slow = new File(['not a png'], 'slow.png', { type: 'image/png' });
    Object.defineProperty(slow, 'slice', {
      value: () => ({ arrayBuffer: () => new Promise<ArrayBuffer>((resolve) => (release = resolve)) }),
    });
    await user.upload(input, slow);
    const quick = new File([new Uint8Array(realPng('x').buffer)], 'quick.png', { type: 'image/png' });
    await user.upload(input, quick);
    await vi.waitFor(() => expect(onFile).toHaveBeenCalledWith(quick));
    release(new TextEncoder().encode('not a png').buffer as ArrayBuffer);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onReject).not.toHaveBeenCalled();
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the form’s own error (a required file) as an alert', () => {
    renderComponent(
      <FileDrop
        label="Organization logo"
        rule={rule}
        file={null}
        onFile={() => {}}
        error="Organization logo is a required field."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Organization logo is a required field.');
  });

  it('previews the saved image and falls back to the default one when it does not load', async () => {
    renderComponent(
      <FileDrop
        label="Logo"
        rule={rule}
        file={null}
        currentUrl="https://cdn.example/broken.png"
        fallbackUrl="/default-logo.png"
        onFile={() => {}}
      />,
    );
    const image = screen.getByRole('img', { name: 'Logo preview' });
    expect(image).toHaveAttribute('src', 'https://cdn.example/broken.png');
    image.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', '/default-logo.png');
  });
});
