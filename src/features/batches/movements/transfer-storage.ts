import type {
  CreateTransfer200,
  TransferCreateInput,
  TransferCreated,
  TransferCreatedData,
} from '@/api/generated/portal/model';
import { readTab, TAB_KEYS, writeTab } from '@/lib/storage';

/** The transfer waiting for its checkout: kept in the tab's sessionStorage until the payment returns. */
const KEY = TAB_KEYS.pendingTransfer;

/** Kept for the return (storage unavailable: the return page says the transfer is missing). */
export function storePendingTransfer(data: TransferCreateInput): void {
  writeTab(KEY, data);
}

export function readPendingTransfer(): TransferCreateInput | null {
  const value = readTab(KEY) as Partial<TransferCreateInput> | null;
  return value && typeof value.integrant_id === 'string' && typeof value.title === 'string'
    ? (value as TransferCreateInput)
    : null;
}

export function clearPendingTransfer(): void {
  writeTab(KEY, null);
}

/** The saved transfer of a transfer/create answer (the client turns a failure body into an error first). */
export function createdTransfer(answer: CreateTransfer200): TransferCreatedData | null {
  return answer.status === '1' ? (answer as TransferCreated).data : null;
}
