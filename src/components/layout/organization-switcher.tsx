export function OrganizationSwitcher(_props: { fullWidth?: boolean }) {
  return null;
}
