import { TRAIT_CHOICES } from '@/components/consumer-profile/consumer-traits';
import { exampleData } from '../examples';
import type { Schemas } from '../../types';
import { newId, now } from '../ids';
import type { World } from '../world';

/** The consumers and the audience filters (docs/world/survey.md, "Audiences"). */
type AudienceQuery = Schemas['AudienceQuery'];
type DropdownKey = Exclude<keyof AudienceQuery, 'weight'>;

/** The dropdowns' choices: the consumer traits' own (section 9 of the third document), as the wizard offers them. */
export const AUDIENCE_CHOICES = TRAIT_CHOICES as Readonly<Record<DropdownKey, readonly string[]>>;

export const CONSUMER_COUNT = 1842;
const DROPDOWNS = Object.keys(AUDIENCE_CHOICES) as DropdownKey[];

export type Consumer = Record<DropdownKey, string> & { readonly weight: number };

/** A fixed 32-bit integer hash (lowbias32) of a consumer and a trait. */
export function hash(i: number, salt: number): number {
  let x = (Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca77)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

let given: readonly Partial<Consumer>[] | undefined;
/** The traits the contract's profile examples give (`getUserDetail`): those consumers are the population's first. */
function givenTraits(i: number): Partial<Consumer> {
  given ??= exampleData('getUserDetail').map((data) => {
    const profile = data as Schemas['ConsumerProfile'];
    const traits = DROPDOWNS.flatMap((key) => (profile[key] == null ? [] : [[key, profile[key]] as const]));
    const weight = profile.weight == null ? [] : [['weight', Number(profile.weight)] as const];
    return Object.fromEntries([...traits, ...weight]) as Partial<Consumer>;
  });
  return given[i] ?? {};
}

/** Consumer i of the population (0 ≤ i < 1842). */
export function consumer(i: number): Consumer {
  const traits = Object.fromEntries(
    DROPDOWNS.map((key, t) => [key, AUDIENCE_CHOICES[key][hash(i, t) % AUDIENCE_CHOICES[key].length]!]),
  ) as Record<DropdownKey, string>;
  return { ...traits, weight: 95 + (hash(i, DROPDOWNS.length) % 186), ...givenTraits(i) };
}

let people: readonly Consumer[] | undefined;
export function population(): readonly Consumer[] {
  people ??= Array.from({ length: CONSUMER_COUNT }, (_, i) => consumer(i));
  return people;
}

/** Whether a consumer passes every filter sent (one not sent, or empty, is Any). */
export function keeps(query: AudienceQuery | null | undefined, person: Consumer): boolean {
  return Object.entries(query ?? {}).every(([key, value]) => {
    const wanted = String(value ?? '').trim();
    if (wanted === '') return true;
    if (key === 'weight') {
      const pounds = Number(wanted);
      return wanted !== '' && Number.isFinite(pounds) && Math.abs(person.weight - pounds) <= 5;
    }
    return person[key as DropdownKey] === wanted;
  });
}

/** How many consumers the filters keep. */
export function countAudience(query?: AudienceQuery | null): number {
  return population().filter((person) => keeps(query, person)).length;
}

/** A send recorded (an audience, newest first): its filters and the count of consumers they keep. */
export function sendSurvey(world: World, body: Schemas['SendSurveyInvitationRequest']): Schemas['Audience'] {
  return world.audiences.put({
    id: newId(world, 'AUD'),
    integrant_type_id: body.integrant_type_id,
    ...(body.query ? { query: body.query } : {}),
    invited_user_count: countAudience(body.query),
    submitted_count: 0,
    created_on: now(),
  });
}

/** The product's sends. */
export const audiencesOf = (world: World, productId: string): Schemas['Audience'][] =>
  world.audiences.where((a) => a.integrant_type_id === productId);
