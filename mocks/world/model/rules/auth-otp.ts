import { Secret, TOTP } from 'otpauth';
import type { RequestBody } from '../../types';
import type { World, WorldIndividual } from '../world';
import { easySession, isDeleted, knownBy } from './auth';
import { same } from './individual';
import { mail } from './outbox';

/**
 * Two-factor from state (docs/world/auth.md, "Two-factor"): a real base32 secret and its otpauth URI; once an
 * individual has a secret stored, its code is the current TOTP of it (30 s steps, one step either side), except after
 * the easy sign-in, which takes any six digits.
 */
const ISSUER = 'Producer Portal';

const totpOf = (secret: string, email = ''): TOTP =>
  new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secret) });

/** Whether a six-digit code is the current TOTP of a base32 secret (false for a secret that is not base32). */
export function codeMatches(secret: string, token: string): boolean {
  try {
    return totpOf(secret).validate({ token, window: 1 }) !== null;
  } catch {
    return false;
  }
}

/** The current TOTP code of a base32 secret (what an authenticator app shows now). */
export const codeOf = (secret: string): string => totpOf(secret).generate();

/** A new authenticator secret (base32, 160 bits) and the otpauth URI its QR code holds. */
export function newTwoFactor(email: string): { secret: string; qrCode: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, qrCode: totpOf(secret, email).toString() };
}

/** The individual a code step is for: the signed-in one when it has this address, else the one the address signs in as. */
function personOf(world: World, email?: string): WorldIndividual | undefined {
  const me = world.individuals.get(world.individualId);
  if (me && (email === undefined || same(me.email_address, email))) return me;
  return email === undefined ? undefined : knownBy(world, email);
}

/** Whether the person's code must be the current TOTP: a secret stored and a session not opened the easy way. */
const checked = (world: World, person: WorldIndividual | undefined): person is WorldIndividual =>
  Boolean(person?.authenticator_secret) && !easySession(world, person!);

/**
 * The set-up's code (verify-otp: the code and the secret just generated): checked against that secret when the
 * signed-in individual already has one stored (a Regenerate), else any six digits; verified, the secret is stored on
 * every identity of the address. False: the documented `otpFailed`.
 */
export function verifySetup(world: World, body: RequestBody<'verifyOtp'>): boolean {
  const person = personOf(world);
  if (!isBase32(body.secret)) return false;
  if (checked(world, person) && !codeMatches(body.secret, body.token)) return false;
  if (person)
    for (const identity of world.individuals.where((i) => same(i.email_address, person.email_address)))
      world.individuals.patch(identity.id, { authenticator_secret: body.secret });
  return true;
}

/** The code against the stored secret (verify-authenticator-otp); without a secret or after the easy sign-in, any six digits. */
export function verifyStored(world: World, body: RequestBody<'verifyAuthenticatorOtp'>): boolean {
  const person = personOf(world, body.email_address);
  return !checked(world, person) || codeMatches(person.authenticator_secret!, body.token);
}

function isBase32(secret: string): boolean {
  try {
    Secret.fromBase32(secret);
    return secret.length > 0;
  } catch {
    return false;
  }
}

/** A code by email (resend-otp): the current TOTP of the person's secret, or six digits; false for an unknown address. */
export function resendCode(world: World, email: string): boolean {
  const person = knownBy(world, email);
  if (!person || isDeleted(person)) return false;
  const secret = person.authenticator_secret;
  const code =
    secret && isBase32(secret)
      ? codeOf(secret)
      : String(100000 + (crypto.getRandomValues(new Uint32Array(1))[0]! % 900000));
  mail(world, {
    to: person.email_address,
    subject: 'Your one-time code',
    text: `Your one-time code is ${code}.`,
    code,
  });
  return true;
}

/** Each individual's current code, by email, for those with a secret stored (the World tab shows them). */
export function currentCodes(world: World): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const i of world.individuals.all())
    if (i.authenticator_secret && !isDeleted(i) && !(i.email_address in codes) && isBase32(i.authenticator_secret))
      codes[i.email_address] = codeOf(i.authenticator_secret);
  return codes;
}
