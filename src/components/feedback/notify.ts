import { notifications } from '@mantine/notifications';

/** Toasts: top right, closed after 5 seconds (the Notifications provider sets both). The close button needs a name (axe button-name). */
const closeButtonProps = { 'aria-label': 'Close notification' };

export function notifyError(message: string): void {
  notifications.show({ color: 'red', title: 'Error', message, closeButtonProps });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', title: 'Success', message, closeButtonProps });
}

export function notifyWarning(message: string): void {
  notifications.show({ color: 'yellow', title: 'Warning', message, closeButtonProps });
}

const FLASH_KEY = 'portal.flash';

/** A success toast that survives a reload (logout reloads the page, then says 'Sign Out Successful'). */
export function flashSuccess(message: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    notifySuccess(message);
  }
}

export function showFlash(): void {
  try {
    const message = sessionStorage.getItem(FLASH_KEY);
    if (message) {
      sessionStorage.removeItem(FLASH_KEY);
      notifySuccess(message);
    }
  } catch {
    /* storage unavailable */
  }
}
