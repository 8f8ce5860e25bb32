import { Group, Progress, Stack, Text } from '@mantine/core';

export interface UploadProgressProps {
  /** What is being uploaded ('Uploading video'). */
  readonly label: string;
  /** 0 to 100. */
  readonly percent: number;
}

/** A progress bar with the percentage, announced to assistive technology as a progressbar. */
export function UploadProgress({ label, percent }: UploadProgressProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="gray.7">
          {value}%
        </Text>
      </Group>
      <Progress.Root size="lg">
        <Progress.Section value={value} animated={value < 100} aria-label={label} />
      </Progress.Root>
    </Stack>
  );
}
