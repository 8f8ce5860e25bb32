import { useSyncExternalStore } from 'react';
import { registerReset } from '@/lib/module-store';

/** The 'Your Organization Threshold Limit exceeded' popup: its server message, or closed. */
let message: string | null = null;
const listeners = new Set<() => void>();

export function openThreshold(next: string): void {
  message = next;
  listeners.forEach((l) => l());
}

export function closeThreshold(): void {
  message = null;
  listeners.forEach((l) => l());
}

registerReset('threshold popup', closeThreshold);

export function useThresholdMessage(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => message,
    () => message,
  );
}

export function useThresholdOpen(): boolean {
  return useThresholdMessage() !== null;
}
