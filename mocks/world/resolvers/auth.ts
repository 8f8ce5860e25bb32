import { said } from '../model/examples';
import { changePassword, knownBy, register, signIn, signInAs, signInMessage, switchTo } from '../model/rules/auth';
import type { Schemas } from '../types';
import { bodyFailure, type Resolvers } from './resolver';

/** Sign-in, the switch, sign-up and the password (tag `auth`). Rules: docs/world/auth.md. */
const signedIn = (data: Schemas['Individual']) => ({ body: { status: '1' as const, message: signInMessage, data } });

/** What a sign-in reads: the individuals, the shared accesses, the organization and its subscriptions. */
const SIGN_IN = ['individuals', 'invitedUsers', 'organizations', 'subscriptions'] as const;

export const resolvers: Resolvers = {
  login: {
    reads: SIGN_IN,
    writes: [],
    answer: ({ world, body }) => {
      const individual = signInAs(world, body);
      if (individual === 'wrongCredentials') return { status: 401, example: 'wrongCredentials' };
      return individual ? signedIn(signIn(world, individual)) : undefined;
    },
  },
  ssoLogin: {
    reads: SIGN_IN,
    writes: [],
    answer: ({ world, body }) => {
      const known = knownBy(world, body.email_address);
      if (!known) return { status: 401, example: 'ssoNoAccount' };
      return signedIn(signIn(world, known, { is_google_login: body.is_google_login === true }));
    },
  },
  loginAs: {
    reads: ['individuals', 'organizations', 'subscriptions'],
    writes: [],
    answer: ({ world, body }) => {
      const identity = switchTo(world, body);
      return identity ? signedIn(signIn(world, identity)) : { status: 403, example: 'accessNotShared' };
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
};
