import { said } from '../model/examples';
import { newTwoFactor, resendCode, verifySetup, verifyStored } from '../model/rules/auth-otp';
import { rememberSession } from '../model/rules/session';
import type { World } from '../model/world';
import type { Resolvers } from './resolver';

/** The code step of sign-in (tag `auth`): the authenticator's secret and its codes. Rules: docs/world/auth.md. */
const verified = { body: { status: '1' as const, message: said('verifyOtp', 'otpVerified') } };
const failed = { status: 200, example: 'otpFailed' } as const;

/** A code verified: with Remember me chosen, the caller's session lasts 7 days. */
function passed(world: World, token: string | undefined, ok: boolean, remember: boolean | undefined) {
  if (!ok) return failed;
  if (remember) rememberSession(world, token);
  return verified;
}

export const resolvers: Resolvers = {
  generateTwoFactor: {
    reads: [],
    writes: [],
    answer: ({ body }) => ({
      body: { status: '1', message: said('generateTwoFactor', 'twoFactorGenerated'), data: newTwoFactor(body.email) },
    }),
  },
  verifyOtp: {
    reads: [],
    writes: ['individuals', 'sessions'],
    answer: ({ world, body, token }) => passed(world, token, verifySetup(world, body), body.remember_me),
  },
  verifyAuthenticatorOtp: {
    reads: ['individuals', 'invitedUsers'],
    writes: ['sessions'],
    answer: ({ world, body, token }) => passed(world, token, verifyStored(world, body), body.remember_me),
  },
  resendOtp: {
    reads: ['individuals', 'invitedUsers'],
    writes: ['outbox'],
    answer: ({ world, body }) => {
      resendCode(world, body.email_address);
      return { body: { status: '1', message: said('resendOtp', 'otpResent') } };
    },
  },
};
