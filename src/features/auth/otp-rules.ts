/** The two-factor step's rules (section 4, Two-factor). */
export const OTP_MESSAGES = {
  empty: 'Please enter OTP',
  failed: 'Verification failed',
  regenerateConfirm: 'Your current authenticator entry will stop working. Generate a new QR code?',
} as const;

export const OTP_ISSUER = 'Producer Portal';

export type OtpMode = 'setup' | 'verify';

/** Setup mode when the user has no authenticator set up; verify mode when they have one. */
export function otpMode(user: { authenticator_set?: boolean } | null): OtpMode {
  return user?.authenticator_set ? 'verify' : 'setup';
}

/** The otpauth URI an authenticator app reads from the QR code. */
export function otpauthUrl(email: string, secret: string): string {
  const label = encodeURIComponent(`${OTP_ISSUER}:${email}`);
  return `otpauth://totp/${label}?secret=${encodeURIComponent(secret)}&issuer=${encodeURIComponent(OTP_ISSUER)}`;
}

/** OTP success is response status '1'; anything else is a failure. */
export function otpSucceeded(answer: { status?: unknown } | null | undefined): boolean {
  return answer?.status === '1';
}

/** What the code field keeps of what is typed: up to six digits. */
export function otpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}
