import type { NotificationData } from '@mantine/notifications';
import { MESSAGES } from '@/api/error-policy';
import { useSyncExternalStore } from 'react';
import { registerReset } from '@/lib/module-store';
import { readTabText, TAB_KEYS, writeTabText } from '@/lib/storage';

/**
 * Toasts: top right, closed after 5 seconds (toast-host.tsx sets both). @mantine/notifications and its CSS
 * load with the first toast (toast-host.tsx, mounted by AppProviders once `useToastsWanted` says so); a toast
 * asked for before they arrive waits for them.
 */
type Show = (toast: NotificationData) => void;
let show: Show | null = null;
let waiting: NotificationData[] = [];
let wanted = false;
const listeners = new Set<() => void>();
// A test starts as a page does: no toast asked for yet, so no host.
registerReset('toasts', () => {
  show = null;
  waiting = [];
  wanted = false;
});

function toast(data: NotificationData): void {
  if (show) return show(data);
  waiting.push(data);
  if (wanted) return;
  wanted = true;
  listeners.forEach((l) => l());
}

/** Called by the toast host once @mantine/notifications is there: the waiting toasts are shown. */
export function toastsReady(next: Show): void {
  show = next;
  const queued = waiting;
  waiting = [];
  queued.forEach(next);
}

/** True from the first toast on: the toast host is mounted then (and stays). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => wanted,
  );
}

/**
 * An error toast. `once`: not again while the same one shows, for the failures of data loads (a load that failed
 * for the shell is asked again when a screen mounts on it, and both failures reach the error policy). An action
 * that fails again says so again.
 */
export function notifyError(message: string, once = false): void {
  toast({ ...(once ? { id: `portal.load-error:${message}` } : {}), color: 'red', title: 'Error', message });
}

const OFFLINE_ID = 'portal.offline';

/** 'Connection lost': one toast however many calls found it (a second one while it shows is dropped). */
export function notifyOffline(message: string): void {
  toast({ id: OFFLINE_ID, color: 'red', title: MESSAGES.connectionLost, message });
}

export function notifySuccess(message: string): void {
  toast({ color: 'teal', title: 'Success', message });
}

export function notifyWarning(message: string): void {
  toast({ color: 'yellow', title: 'Warning', message });
}

/** A success toast that survives a reload (logout reloads the page, then says 'Sign Out Successful'). */
export function flashSuccess(message: string): void {
  writeTabText(TAB_KEYS.flash, message);
  if (readTabText(TAB_KEYS.flash) !== message) notifySuccess(message);
}

export function showFlash(): void {
  const message = readTabText(TAB_KEYS.flash);
  if (message) {
    writeTabText(TAB_KEYS.flash, null);
    notifySuccess(message);
  }
}
