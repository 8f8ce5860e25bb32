/**
 * The password rules (section 5 of the first document), shared by every form that sets a password:
 * required, at least 10 characters, equal to its confirmation, and not a commonly used password.
 * The commonly-used check is k-anonymous: only the first 5 hex characters of the SHA-1 digest
 * leave the browser; the rest is compared here. A failed lookup counts as breached.
 */
export const MIN_PASSWORD_LENGTH = 10;
export const DIGEST_PREFIX_LENGTH = 5;

export const PASSWORD_MESSAGES = {
  required: 'Please enter a value',
  tooShort: 'Password must be 10 characters long.',
  mismatch: 'Your password and confirmation password do not match.',
  breached: 'The password you chose is commonly used. Please try another password',
  /** Offline: the lookup still counts as breached (nothing is sent), but the person is told why. */
  unchecked: 'The password could not be checked because the connection is lost. Please try again.',
} as const;

/** The first rule the password breaks, without the network; `confirmation` is checked only when given. */
export function passwordProblem(password: string, confirmation?: string): string | null {
  if (!password) return PASSWORD_MESSAGES.required;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (confirmation !== undefined && password !== confirmation) return PASSWORD_MESSAGES.mismatch;
  return null;
}

/** The SHA-1 digest as upper-case hex (crypto.subtle). */
export async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** Answers the range service's text (`SUFFIX:COUNT` lines) for a 5-character prefix. */
export type RangeLookup = (prefix: string) => Promise<string>;

/** What the range service says of a password: in its list, not in it, or nothing (the lookup failed). */
export async function breachVerdict(password: string, lookup: RangeLookup): Promise<'breached' | 'clean' | 'unknown'> {
  const digest = await sha1Hex(password);
  const prefix = digest.slice(0, DIGEST_PREFIX_LENGTH);
  const suffix = digest.slice(DIGEST_PREFIX_LENGTH);
  let range: string;
  try {
    range = await lookup(prefix);
  } catch {
    return 'unknown';
  }
  if (typeof range !== 'string') return 'unknown';
  const listed = range.split(/\r?\n/).some((line) => {
    const [candidate, count] = line.trim().split(':');
    return candidate?.toUpperCase() === suffix && Number(count ?? '1') > 0;
  });
  return listed ? 'breached' : 'clean';
}

/** True when the password appears in the range answer, or when the lookup fails. */
export async function isBreached(password: string, lookup: RangeLookup): Promise<boolean> {
  return (await breachVerdict(password, lookup)) !== 'clean';
}

/**
 * Every rule, the breached check last (only for a password that passes the others). A failed lookup
 * counts as breached; when `offline()` says the browser has no network, the message says the check
 * could not be made instead.
 */
export async function checkPassword(
  password: string,
  confirmation: string | undefined,
  lookup: RangeLookup,
  offline: () => boolean = () => false,
): Promise<string | null> {
  const problem = passwordProblem(password, confirmation);
  if (problem) return problem;
  const verdict = await breachVerdict(password, lookup);
  if (verdict === 'clean') return null;
  return verdict === 'unknown' && offline() ? PASSWORD_MESSAGES.unchecked : PASSWORD_MESSAGES.breached;
}
