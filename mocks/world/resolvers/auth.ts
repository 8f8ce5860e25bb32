import { said } from '../model/examples';
import {
  isDeleted,
  knownBy,
  register,
  signIn,
  signInAs,
  signInMessage,
  startSession,
  switchTo,
} from '../model/rules/auth';
import { changePassword, issueTemporaryPassword } from '../model/rules/auth-password';
import type { Schemas } from '../types';
import { bodyFailure, type Resolvers } from './resolver';

/** Sign-in, the switch, sign-up and the password (tag `auth`; the code step: auth-otp.ts). Rules: docs/world/auth.md. */
const signedIn = (data: Schemas['Individual']) => ({ body: { status: '1' as const, message: signInMessage, data } });

/** What a sign-in reads: the individuals, the shared accesses, the organization and its subscriptions. */
const SIGN_IN = ['individuals', 'invitedUsers', 'organizations', 'subscriptions'] as const;

/** The reset's answer names the address it mailed (the example's words, with the address asked for). */
const resetSent = (email: string) => said('forgotPassword', 'resetEmailSent').replace(/\S+@\S+$/, email.trim());

export const resolvers: Resolvers = {
  login: {
    reads: SIGN_IN,
    writes: ['sessions'],
    answer: ({ world, body }) => {
      const who = signInAs(world, body);
      if (who === 'wrongCredentials') return { status: 401, example: 'wrongCredentials' };
      if (who === 'newPassword') return { status: 403, example: 'newPassword' };
      if (!who) return undefined;
      const data = signIn(world, who.individual);
      startSession(world, data, who.easy);
      return signedIn(data);
    },
  },
  ssoLogin: {
    reads: SIGN_IN,
    writes: ['sessions'],
    answer: ({ world, body }) => {
      const known = knownBy(world, body.email_address);
      if (!known || isDeleted(known)) return { status: 401, example: 'ssoNoAccount' };
      const data = signIn(world, known, { is_google_login: body.is_google_login === true });
      startSession(world, data);
      return signedIn(data);
    },
  },
  loginAs: {
    reads: ['individuals', 'organizations', 'subscriptions'],
    writes: ['sessions'],
    answer: ({ world, body }) => {
      const identity = switchTo(world, body);
      if (!identity) return { status: 403, example: 'accessNotShared' };
      const data = signIn(world, identity);
      startSession(world, data);
      return signedIn(data);
    },
  },
  register: {
    reads: [],
    writes: ['individuals', 'registrations'],
    answer: ({ world, body }) =>
      register(world, body)
        ? { body: { status: '1', message: said('register', 'registered') } }
        : { status: 200, example: 'alreadyRegistered' },
  },
  changePassword: {
    reads: [],
    writes: ['individuals'],
    answer: ({ world, body }) => {
      const changed = changePassword(world, body);
      if (changed === 'wrongOldPassword') return { status: 200, example: 'wrongOldPassword' };
      if (changed === 'unknown') return { ...bodyFailure, message: said('ssoLogin', 'ssoNoAccount', 401) };
      return { body: { status: '1', message: said('changePassword', 'passwordChanged') } };
    },
  },
  forgotPassword: {
    reads: ['invitedUsers'],
    writes: ['individuals', 'outbox'],
    answer: ({ world, body }) =>
      issueTemporaryPassword(world, body.email_address)
        ? { body: { status: '1', message: resetSent(body.email_address) } }
        : { status: 400, example: 'recoverUnknownEmail' },
  },
  resetPassword: {
    reads: ['invitedUsers'],
    writes: ['individuals', 'outbox'],
    answer: ({ world, body }) =>
      issueTemporaryPassword(world, body.email_address)
        ? { body: { status: '1', message: said('resetPassword', 'temporaryPasswordSent') } }
        : { status: 400, example: 'recoverUnknownEmail' },
  },
};
