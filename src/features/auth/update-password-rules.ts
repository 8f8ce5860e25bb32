import { MIN_PASSWORD_LENGTH } from '@/lib/password';

export interface PasswordChange {
  readonly current: string;
  readonly next: string;
  readonly confirm: string;
}

/** Update is enabled only when all three are filled, the new one has 10 characters and equals the confirmation. */
export function canUpdatePassword({ current, next, confirm }: PasswordChange): boolean {
  return Boolean(current && next && confirm) && next.length >= MIN_PASSWORD_LENGTH && next === confirm;
}

export const PASSWORD_CHANGED =
  'Your password has been changed successfully. Please log in again with your new password.';
