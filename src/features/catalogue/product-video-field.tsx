import { FileInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconVideo } from '@tabler/icons-react';
import { VIDEO_EXTENSIONS, type ProductValues, type VideoMode } from './product-form-rules';

/** Video (tracer): a link or an upload, never both; switching clears the other. */
export function ProductVideoField({ form }: { form: UseFormReturnType<ProductValues> }) {
  const mode = form.values.videoMode;
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
          />
        </>
      )}
    </Stack>
  );
}
