import { registerReset } from '@/lib/module-store';
import type { ArmedResponse } from './catalogue';

/**
 * What is armed (one response per operation), persisted in sessionStorage so that it survives the
 * router's redirects and reloads of the tab, and a short log of the latest calls (memory only).
 */
export interface CallLogEntry {
  readonly id: number;
  readonly operationId: string;
  readonly status: number;
  /** The example that answered when a replay answered; null for the mock's default answer. */
  readonly example: string | null;
  readonly replayed: boolean;
}

export const STORAGE_KEY = 'portal.replay';
const LOG_SIZE = 12;
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedArmed: readonly ArmedResponse[] = [];
let log: readonly CallLogEntry[] = [];
let nextId = 1;

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function write(armed: readonly ArmedResponse[]): void {
  try {
    if (armed.length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(armed));
  } catch {
    /* storage unavailable: nothing persists */
  }
  listeners.forEach((l) => l());
}

/** The armed responses (a stable snapshot while nothing changes). */
export function getArmed(): readonly ArmedResponse[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      cachedArmed = Array.isArray(parsed) ? (parsed as ArmedResponse[]) : [];
    } catch {
      cachedArmed = [];
    }
  }
  return cachedArmed;
}

/** Arms a response; it replaces whatever was armed for the same operation. */
export function arm(next: ArmedResponse): void {
  write([...getArmed().filter((a) => a.operationId !== next.operationId), next]);
}

export function disarm(operationId: string): void {
  write(getArmed().filter((a) => a.operationId !== operationId));
}

export function disarmAll(): void {
  write([]);
}

/** The response armed for a call that is being made now; a once-armed response is used up. */
export function take(operationId: string): ArmedResponse | undefined {
  const armed = getArmed().find((a) => a.operationId === operationId);
  if (armed?.once) disarm(operationId);
  return armed;
}

export function record(entry: Omit<CallLogEntry, 'id'>): void {
  log = [{ ...entry, id: nextId++ }, ...log].slice(0, LOG_SIZE);
  listeners.forEach((l) => l());
}

registerReset('replay arming', () => {
  log = [];
  nextId = 1;
  disarmAll();
});

export function getLog(): readonly CallLogEntry[] {
  return log;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
