import { Button, CopyButton, Tooltip, type ButtonProps } from '@mantine/core';

export interface CopyTextButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  readonly value: string;
  readonly label?: string;
  /** What the button reads after a copy: 'Copied' on the widget, 'Copied!' in the setup guide. */
  readonly copiedLabel?: string;
  /** The spec's copy confirmation lasts 5 seconds everywhere. */
  readonly timeout?: number;
}

/** Copies a value to the clipboard and says so on the button for five seconds. */
export function CopyTextButton({
  value,
  label = 'Copy',
  copiedLabel = 'Copied!',
  timeout = 5000,
  size = 'xs',
  variant = 'light',
}: CopyTextButtonProps) {
  return (
    <CopyButton value={value} timeout={timeout}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? copiedLabel : label} withArrow>
          <Button
            size={size}
            variant={variant}
            color={copied ? 'teal.9' : undefined}
            onClick={copy}
            aria-live="polite"
            // Beside a long value that wraps, the button keeps its width (it does not shrink into 'Cop').
            style={{ flexShrink: 0 }}
          >
            {copied ? copiedLabel : label}
          </Button>
        </Tooltip>
      )}
    </CopyButton>
  );
}
