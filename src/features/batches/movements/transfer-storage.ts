import type {
  CreateTransfer200,
  TransferCreateInput,
  TransferCreated,
  TransferCreatedData,
} from '@/api/generated/portal/model';

/** The transfer waiting for its checkout: kept in the tab's sessionStorage until the payment returns. */
const KEY = 'portal.pendingTransfer';

export function storePendingTransfer(data: TransferCreateInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    /* storage unavailable: the return page says the transfer is missing */
  }
}

export function readPendingTransfer(): TransferCreateInput | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<TransferCreateInput>;
    return typeof value.integrant_id === 'string' && typeof value.title === 'string'
      ? (value as TransferCreateInput)
      : null;
  } catch {
    return null;
  }
}

export function clearPendingTransfer(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable */
  }
}

/** The saved transfer of a transfer/create answer (the client turns a failure body into an error first). */
export function createdTransfer(answer: CreateTransfer200): TransferCreatedData | null {
  return answer.status === '1' ? (answer as TransferCreated).data : null;
}
