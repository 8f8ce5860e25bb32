import type { Schemas } from '../../types';
import { said } from '../examples';
import { newId } from '../ids';
import type { WorldRegistration } from '../seeds/subscription';
import type { World, WorldIndividual } from '../world';

/**
 * What the registration wizard's steps share (docs/world/registration.md): the answers, the form's fields, the
 * look-ups, the registration record and what user-info shows of it.
 */
export type Form = Record<string, unknown>;

export const refused = (message: string) => ({ status: 200, example: 'registrationRefused', message }) as const;
export const invalid = (message: string) => ({ status: 400, example: 'invalidEmail', message }) as const;
export const notFound = () => refused(said('getRegistrationUserInfo', 'userInfoNew'));
/**
 * A completed registration (step 4) is an account: none of its earlier steps is saved again, in the documented
 * refusal's words ('An account with this email address already exists.').
 */
export const completedRefusal = (registration: WorldRegistration | undefined) =>
  registration?.registration_step === 4 ? refused(said('saveRegistrationStep', 'registrationRefused')) : undefined;

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

/** A registration not started yet (its id: the individual's when one exists, else a new one). */
export function newRegistration(world: World, email: string, id?: string): WorldRegistration {
  return {
    id: id ?? newId(world, 'IND'),
    email_address: email,
    name_first: '',
    name_middle: null,
    name_last: '',
    phone: null,
    password: null,
    login_with_google: false,
    login_with_microsoft: false,
    refer_token: null,
    is_consented: false,
    organization_name: null,
    description: null,
    domain_name: null,
    tag_line: null,
    logo_url: null,
    organization_id: null,
    customer_id: null,
    registration_step: 0,
    plan: null,
    created_on: new Date().toISOString(),
  };
}

/** What user-info answers of a registration. */
export function userInfo(r: WorldRegistration): Schemas['PreRegistrationUser'] {
  return {
    id: r.id,
    name_first: r.name_first,
    name_middle: r.name_middle,
    name_last: r.name_last,
    phone: r.phone,
    email_address: r.email_address,
    organization_name: r.organization_name,
    description: r.description,
    domain_name: r.domain_name,
    tag_line: r.tag_line,
    is_consented: r.is_consented,
    organization_id: r.organization_id,
    logo_url: r.logo_url,
    customer_id: r.customer_id,
    registration_step: r.registration_step,
    login_with_google: r.login_with_google,
    login_with_microsoft: r.login_with_microsoft,
  };
}
