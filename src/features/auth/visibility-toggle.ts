import { MAX_LENGTH } from '@/lib/validators';

/** A password field's props: its show/hide toggle, named for screen readers, and its longest length. */
export function visibilityToggle(name: string) {
  return {
    maxLength: MAX_LENGTH.password,
    visibilityToggleFocusable: true,
    visibilityToggleButtonProps: {
      'aria-label': `Show or hide ${name}`,
    },
  };
}
