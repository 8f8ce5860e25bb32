import { wholeName } from '@/components/layout/long-text';
import '@mantine/dropzone/styles.css';
import { Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { IconFile, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { acceptAttribute, checkFile, fileExtension, inspectFile, type FileRule } from '@/lib/file-rules';

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'];

export interface FileDropProps {
  readonly label: string;
  /** A line under the label: '1800px by 250px'. */
  readonly hint?: string;
  readonly rule: FileRule;
  /** The chosen file (controlled), or null. */
  readonly file: File | null;
  /** The saved file's address, shown until another file is chosen. */
  readonly currentUrl?: string | null;
  /** Shown when the saved or chosen image fails to load. */
  readonly fallbackUrl?: string;
  /** Called with an accepted file only: the rule, then emptiness and the first bytes, are checked first. */
  readonly onFile: (file: File) => void;
  /** Called with the rule's message when a file is refused (a screen that toasts it, or clears a field). */
  readonly onReject?: (message: string) => void;
  /** An error from the form (a required file), shown like a refused file. */
  readonly error?: string | null;
  readonly disabled?: boolean;
  readonly required?: boolean;
  /**
   * Several files at once: up to `maxFiles` (more is refused whole with `maxFilesMessage`), each checked
   * against the rule; `onFiles` gets them all, `files` lists the chosen ones (controlled).
   */
  readonly multiple?: {
    readonly maxFiles: number;
    readonly maxFilesMessage: string;
    readonly files: readonly File[];
    readonly onFiles: (files: File[]) => void;
  };
}

/**
 * One file, by drop or by the file picker, checked against its rule (type, then size), then for being
 * empty and for content that is not what its name says (its first bytes), before the screen ever sees
 * it; the refusal is said under the field. Images get a preview, with the fallback image when the
 * preview or the saved address does not load.
 */
export function FileDrop(props: FileDropProps) {
  const { label, hint, rule, file, currentUrl, fallbackUrl, onFile, onReject, error, disabled, required } = props;
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();
  const preview = useObjectUrl(file);
  const shown = preview ?? currentUrl ?? null;
  const isImage = file ? IMAGE_EXTENSIONS.includes(fileExtension(file.name)) : Boolean(currentUrl);
  const message = refusal ?? error ?? null;

  // Each choice is numbered: reading a file's first bytes takes a moment, and a slower earlier choice
  // must not overtake a quicker later one.
  const latest = useRef(0);

  const take = async (files: readonly FileWithPath[]) => {
    const many = props.multiple;
    if (files.length === 0) return;
    const turn = ++latest.current;
    const chosen = many ? files : files.slice(0, 1);
    const problem = many && files.length > many.maxFiles ? many.maxFilesMessage : await firstRefusal(chosen, rule);
    if (turn !== latest.current) return;
    setRefusal(problem);
    if (problem) onReject?.(problem);
    else if (many) many.onFiles([...chosen]);
    else onFile(chosen[0]!);
  };

  return (
    <Input.Wrapper
      label={label}
      description={hint}
      error={message}
      required={required}
      id={id}
      errorProps={{ role: 'alert' }}
    >
      <Stack gap="xs" mt={4}>
        <Dropzone
          onDrop={(files) => void take(files)}
          onReject={(rejections) => void take(rejections.map((r) => r.file))}
          multiple={Boolean(props.multiple)}
          {...(props.multiple ? { maxFiles: 0 } : {})}
          disabled={disabled}
          // The refusal describes the file input itself, so a screen reader reads it with the field.
          inputProps={{
            accept: acceptAttribute(rule),
            'aria-label': label,
            'aria-describedby': message ? `${id}-error` : undefined,
            'aria-invalid': message ? true : undefined,
          }}
          aria-describedby={message ? `${id}-error` : undefined}
          p="md"
        >
          <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: 'none' }}>
            <IconUpload size={24} stroke={1.5} aria-hidden />
            <Text size="sm" ta="center">
              {props.multiple
                ? `Drop up to ${props.multiple.maxFiles} files here or click to choose`
                : 'Drop a file here or click to choose'}
              {rule.extensions.length > 0 && (
                <Text span size="xs" c="gray.7" display="block">
                  {rule.extensions.join(', ')}
                </Text>
              )}
            </Text>
          </Group>
        </Dropzone>
        {shown && isImage && <ImagePreview key={shown} src={shown} fallback={fallbackUrl} alt={`${label} preview`} />}
        {props.multiple?.files.map((f, i) => (
          <Group key={`${f.name}-${i}`} gap={6} wrap="nowrap">
            <IconFile size={16} aria-hidden />
            <Text size="sm" miw={0} {...wholeName}>
              {f.name}
            </Text>
          </Group>
        ))}
        {file && !isImage && (
          <Group gap={6} wrap="nowrap">
            <IconFile size={16} aria-hidden />
            <Text size="sm" miw={0} {...wholeName}>
              {file.name}
            </Text>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** The first refusal among the files, or null: every file's rule (the spec's words) first, then each one's content. */
async function firstRefusal(files: readonly File[], rule: FileRule): Promise<string | null> {
  const ruled = files.map((f) => checkFile(f, rule)).find((p) => p !== null);
  if (ruled) return ruled;
  for (const file of files) {
    const problem = await inspectFile(file, rule);
    if (problem) return problem;
  }
  return null;
}

function ImagePreview({ src, fallback, alt }: { src: string; fallback?: string; alt: string }) {
  // Keyed by its address by the caller: a new address starts unfailed.
  const [failed, setFailed] = useState(false);
  const url = failed && fallback ? fallback : src;
  return <Image src={url} alt={alt} h={96} w="auto" fit="contain" radius="sm" onError={() => setFailed(true)} />;
}

/** An object URL for the chosen file, revoked when the file changes or the field goes away. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
