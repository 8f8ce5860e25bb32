import { FileInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconVideo } from '@tabler/icons-react';
import { useRef } from 'react';
import { fileExtension, readHead, unreadableMessage } from '@/lib/file-rules';
import { checkFileContent } from '@/lib/input/file-type';
import { VIDEO_EXTENSIONS, type ProductValues, type VideoMode } from './product-form-rules';

/**
 * The chosen video's refusal by its content, or null: an empty file, or one whose first bytes are not a
 * video of its extension. A name without a video extension is left to the form's own message.
 */
async function videoContentError(file: File): Promise<string | null> {
  if (!VIDEO_EXTENSIONS.includes(fileExtension(file.name))) return null;
  if (file.size === 0) return checkFileContent(file, new Uint8Array(), VIDEO_EXTENSIONS);
  try {
    return checkFileContent(file, await readHead(file), VIDEO_EXTENSIONS);
  } catch {
    return unreadableMessage(file.name);
  }
}

/** Video (tracer): a link or an upload, never both; switching clears the other. */
export function ProductVideoField({ form }: { form: UseFormReturnType<ProductValues> }) {
  const mode = form.values.videoMode;
  // A slower check of an earlier choice must not overtake a later one.
  const latest = useRef(0);
  const chooseFile = async (file: File | null) => {
    const turn = ++latest.current;
    const problem = file ? await videoContentError(file) : null;
    if (turn !== latest.current) return;
    form.setFieldValue('videoFile', problem ? null : file);
    if (problem) form.setFieldError('videoFile', problem);
    else form.clearFieldError('videoFile');
  };
  const choose = (next: VideoMode) => {
    form.setValues({ videoMode: next, videoLink: '', videoTitle: '', videoFile: null });
    form.clearErrors();
  };
  return (
    <Stack gap="sm">
      <Text fw={500} size="sm" id="video-mode-label">
        Video
      </Text>
      <SegmentedControl
        aria-labelledby="video-mode-label"
        value={mode}
        onChange={(v) => choose(v as VideoMode)}
        data={[
          { value: 'link', label: 'Video link' },
          { value: 'upload', label: 'Upload video' },
        ]}
        w="fit-content"
      />
      {mode === 'link' ? (
        <TextInput
          label="Video link"
          placeholder="https://www.youtube.com/watch?v=…"
          key={form.key('videoLink')}
          {...form.getInputProps('videoLink')}
        />
      ) : (
        <>
          <TextInput label="Video title" key={form.key('videoTitle')} {...form.getInputProps('videoTitle')} />
          <FileInput
            label="Video file"
            placeholder="Choose a video"
            accept={VIDEO_EXTENSIONS.map((e) => `.${e}`).join(',')}
            leftSection={<IconVideo size={16} aria-hidden />}
            clearable
            key={form.key('videoFile')}
            {...form.getInputProps('videoFile')}
            onChange={(file) => void chooseFile(file)}
          />
        </>
      )}
    </Stack>
  );
}
