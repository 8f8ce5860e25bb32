/** The show/hide toggle of a password field, named for screen readers ('Show password', 'Show new password'). */
export function visibilityToggle(name: string) {
  return {
    visibilityToggleFocusable: true,
    visibilityToggleButtonProps: {
      'aria-label': `Show or hide ${name}`,
    },
  };
}
