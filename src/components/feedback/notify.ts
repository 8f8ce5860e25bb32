import { MESSAGES } from '@/api/error-policy';
import { notifications } from '@mantine/notifications';

/** Toasts: top right, closed after 5 seconds (the Notifications provider sets both). */
export function notifyError(message: string): void {
  notifications.show({ color: 'red', title: 'Error', message });
}

const OFFLINE_ID = 'portal.offline';

/** 'Connection lost': one toast however many calls found it (a second one while it shows is dropped). */
export function notifyOffline(message: string): void {
  notifications.show({ id: OFFLINE_ID, color: 'red', title: MESSAGES.connectionLost, message });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', title: 'Success', message });
}

export function notifyWarning(message: string): void {
  notifications.show({ color: 'yellow', title: 'Warning', message });
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
