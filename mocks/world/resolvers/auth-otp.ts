import { said } from '../model/examples';
import { newTwoFactor, resendCode, verifySetup, verifyStored } from '../model/rules/auth-otp';
import type { Resolvers } from './resolver';

/** The code step of sign-in (tag `auth`): the authenticator's secret and its codes. Rules: docs/world/auth.md. */
const verified = { body: { status: '1' as const, message: said('verifyOtp', 'otpVerified') } };
const failed = { status: 200, example: 'otpFailed' } as const;

export const resolvers: Resolvers = {
  generateTwoFactor: {
    reads: [],
    writes: [],
    answer: ({ body }) => ({
      body: { status: '1', message: said('generateTwoFactor', 'twoFactorGenerated'), data: newTwoFactor(body.email) },
    }),
  },
  verifyOtp: {
    reads: ['sessions'],
    writes: ['individuals'],
    answer: ({ world, body }) => (verifySetup(world, body) ? verified : failed),
  },
  verifyAuthenticatorOtp: {
    reads: ['individuals', 'invitedUsers', 'sessions'],
    writes: [],
    answer: ({ world, body }) => (verifyStored(world, body) ? verified : failed),
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
