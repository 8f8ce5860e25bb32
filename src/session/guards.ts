import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { SessionStore } from './session-store';

/** Protected routes: a signed-out user goes to /login (coming back afterwards), a user without OTP to /verify-otp. */
export function requireOtpVerified(session: SessionStore, location: ParsedLocation): void {
  requireSignedIn(session, location);
  if (!session.getState().otpVerified) throw redirect({ to: '/verify-otp' });
}

export function requireSignedIn(session: SessionStore, location: ParsedLocation): void {
  if (!session.isSignedIn()) {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
}
