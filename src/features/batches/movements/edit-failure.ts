import { isApiError } from '@/api/api-error';
import { MESSAGES } from '@/api/error-policy';
import { notifyError } from '@/components/feedback/notify';

/** An edit handles its own body-level failure: the server's message, or 'Internal server error please try again!!!'. */
export const EDIT_LOCAL = { mutation: { meta: { localErrors: [200] } } } as const;

export function sayEditFailure(error: unknown): void {
  if (isApiError(error) && error.kind === 'body') notifyError(error.serverMessage || MESSAGES.editFailure);
}
