import { TRAIT_CHOICES } from '@/components/consumer-profile/consumer-traits';
import { exampleData, exampleValue } from '../model/examples';
import type { Schemas } from '../types';
import { newId, now, type Routes } from './resolver';

/**
 * Insight: the audience wizard's count and the survey invitation sends. The rules where the contract's examples do
 * not say:
 * - The consumers are a fixed population of 1842 people (the total of the `audienceCount` example). Consumer i's
 *   trait t is `choices[t][hash(i, t) % choices[t].length]`, with a fixed integer hash (no randomness: the same
 *   population every time). Every consumer has every trait; weight is 95 to 280 pounds. The consumers of the
 *   contract's profile examples (Emily Carter, Daniel Kim) are the first, with the traits their profile gives.
 * - A filter not sent is Any. A dropdown filter keeps the consumers whose trait equals it (an unknown value keeps
 *   none); weight is free text: a number keeps the consumers within 5 pounds of it, any other text keeps none.
 *   `filteredUserCount` counts the consumers every sent filter keeps, `totalUsers` is the population (1842).
 * - `sendSurveyInvitation` records a send (an audience, newest first) with its filters and the count of consumers they
 *   keep (`invited_user_count`, 0 answered so far); `listAudiences` lists the product's sends, and
 *   `listSurveyInvitations` (feedback.ts) one invitation per consumer a send keeps.
 */
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

const message = (operationId: string, example: string) =>
  exampleValue<{ message?: string }>(operationId, example).message ?? '';

export const insightRoutes: Routes = {
  getFilteredUsersCount: ({ body }) => ({
    body: {
      status: '1',
      message: message('getFilteredUsersCount', 'audienceCount'),
      data: { filteredUserCount: countAudience(body?.query), totalUsers: CONSUMER_COUNT },
    },
  }),

  sendSurveyInvitation: ({ world, body }) => {
    const audience: Schemas['Audience'] = {
      id: newId(world, 'AUD'),
      integrant_type_id: body.integrant_type_id,
      ...(body.query ? { query: body.query } : {}),
      invited_user_count: countAudience(body.query),
      submitted_count: 0,
      created_on: now(),
    };
    world.audiences.put(audience);
    return {
      body: {
        status: '1',
        message: message('sendSurveyInvitation', 'invitationSent'),
        data: { survey_invitation_id: audience.id, invited_user_count: audience.invited_user_count },
      },
    };
  },

  listAudiences: ({ world, body }) => ({
    body: {
      status: '1',
      message: message('listAudiences', 'audiences'),
      data: world.audiences.where((a) => a.integrant_type_id === body.integrant_type_id),
    },
  }),
};
