import type { World, WorldIndividual } from '../world';
import { exampleValue } from '../examples';
import type { WorldRegistration } from '../seeds/subscription';

/** What the registration answers share (registration.ts, registration-complete.ts): messages, fields, look-ups. */
export type Form = Record<string, unknown>;

export const said = (operationId: string, example: string) =>
  exampleValue<{ message?: string }>(operationId, example).message ?? '';

export const refused = (message: string) => ({ status: 200, example: 'registrationRefused', message }) as const;
export const invalid = (message: string) => ({ status: 400, example: 'invalidEmail', message }) as const;
export const notFound = () => refused(said('getRegistrationUserInfo', 'userInfoNew'));

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
export const orNull = (value: unknown): string | null => text(value) || null;
export const lower = (email: string) => email.trim().toLowerCase();

export const registrationOf = (world: World, email: string): WorldRegistration | undefined =>
  world.registrations.where((r) => r.email_address.toLowerCase() === lower(email))[0];

/** The individuals with this email (a shared-access identity has its own id and the same email). */
export const individualsByEmail = (world: World, email: string): WorldIndividual[] =>
  world.individuals.where((i) => i.email_address.toLowerCase() === lower(email));

export const saved = (id: string) => ({
  body: { status: '1' as const, message: said('saveRegistrationStep', 'stepSaved'), id },
});
