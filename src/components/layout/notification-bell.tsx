export function NotificationBell() {
  return null;
}
