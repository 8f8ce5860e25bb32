import { useSyncExternalStore } from 'react';
import { getArmed, getLog, subscribe, type CallLogEntry } from './arming-store';
import type { ArmedResponse } from './catalogue';

export function useArmed(): readonly ArmedResponse[] {
  return useSyncExternalStore(subscribe, getArmed);
}

export function useCallLog(): readonly CallLogEntry[] {
  return useSyncExternalStore(subscribe, getLog);
}

/** The colour of a status: success, client error, server error. */
export function statusColor(status: number): string {
  if (status < 300) return 'teal';
  if (status < 500) return 'orange';
  return 'red';
}
