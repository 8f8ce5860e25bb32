import { exampleData } from '../examples';
import type { Schemas } from '../../types';
import { CONSUMER_COUNT, consumer, hash } from './survey-audience';

/** The consumers' names, ids and profiles (docs/world/survey.md, "Invitations and consumers"). */
type Profile = Schemas['ConsumerProfile'];

export interface ConsumerIdentity {
  readonly id: string;
  readonly name: string;
  /** The population member's index. */
  readonly index: number;
}

/** Names in a block of text, one word each. */
const words = (text: string) => text.trim().split(/\s+/);
const FEMALE = words(`
  Emily Sofia Hannah Olivia Ava Mia Chloe Grace Lily Zoe Nora Maya
  Leah Aria Ella Ruby Isabel Naomi Camila Elena Julia Rosa Aisha Mei
`);
const MALE = words(`
  Daniel James Liam Noah Ethan Lucas Mason Owen Caleb Isaac Ryan Adrian
  Mateo Samuel Julian Gabriel Andre Kevin Omar Wei Diego Hugo Tyler Ravi
`);
const LAST = words(`
  Nguyen Patel Johnson Garcia Martinez Brown Davis Lopez Wilson Anderson Thomas Moore Jackson Martin
  Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Torres Hill Flores
  Green Adams Nelson Baker Hall Rivera Chen Okafor Shah Reyes Brooks
`);
const PLACES = [
  ['Phoenix', 'AZ', '85016', '602'],
  ['Tempe', 'AZ', '85281', '480'],
  ['Scottsdale', 'AZ', '85251', '480'],
  ['Mesa', 'AZ', '85201', '480'],
  ['Tucson', 'AZ', '85719', '520'],
  ['Salt Lake City', 'UT', '84111', '801'],
  ['Denver', 'CO', '80205', '303'],
  ['Albuquerque', 'NM', '87102', '505'],
  ['Las Vegas', 'NV', '89101', '702'],
  ['San Diego', 'CA', '92101', '619'],
  ['Austin', 'TX', '78701', '512'],
  ['Portland', 'OR', '97205', '503'],
] as const;
const STREETS = [
  'E Camelback Rd',
  'N Central Ave',
  'W Indian School Rd',
  'S Mill Ave',
  'E Broadway Rd',
  'N Scottsdale Rd',
  'W Main St',
  'E Speedway Blvd',
  'S State St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
];

const pick = <T>(list: readonly T[], i: number, salt: number): T => list[hash(i, salt) % list.length]!;
/** 36^7: the ids' seven letters or digits. */
const ID_SPACE = 78_364_164_096;

/** A generated consumer's id: a fixed permutation of the index (so no two consumers share one). */
const generatedId = (i: number) =>
  `USR${((i * 2_654_435_761 + 12_345_678_901) % ID_SPACE).toString(36).toUpperCase().padStart(7, '0')}`;

interface Named {
  id: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  profile?: Profile;
}

/** The consumers the examples name, those with a profile first, each once, with what the examples say of them. */
function namedInExamples(): Named[] {
  const byId = new Map<string, Named>();
  const add = (id: string | null | undefined, entry: Omit<Named, 'id'>) => {
    if (!id) return;
    const known = byId.get(id);
    byId.set(id, { ...entry, ...known, id, email: known?.email ?? entry.email, phone: known?.phone ?? entry.phone });
  };
  for (const data of exampleData('getUserDetail')) {
    const profile = data as Profile;
    add(profile.id, { name: profile.name ?? '', email: profile.email, phone: profile.phone, profile });
  }
  for (const data of exampleData('listSurveySubmissions'))
    for (const s of data as Schemas['SurveySubmission'][]) if (s.user) add(s.user.id, { name: s.user.name });
  for (const data of exampleData('listSurveyInvitations'))
    for (const s of data as Schemas['SurveyInvitation'][]) if (s.user) add(s.user.id, { name: s.user.name });
  for (const data of exampleData('listBatchFeedback'))
    for (const group of data as Schemas['FeedbackBatch'][])
      for (const f of group.feedbacks) if (f.user) add(f.user_id, { name: f.user.name });
  for (const data of exampleData('listMyConnections'))
    for (const c of (data as { rows?: Schemas['Connection'][] }).rows ?? []) {
      const user = c.producer_connection_user as { name?: string; email?: string | null; phone?: string | null };
      add(c.user_id, { name: user?.name ?? '', email: user?.email, phone: user?.phone });
    }
  return [...byId.values()];
}

const genderOf = (name: string) => {
  const first = name.split(' ')[0] ?? '';
  return FEMALE.includes(first) ? 'Female' : MALE.includes(first) ? 'Male' : undefined;
};

interface Directory {
  readonly named: ReadonlyMap<number, Named>;
  readonly byId: ReadonlyMap<string, number>;
}
let directory: Directory | undefined;

/** Where each named consumer stands in the population, and every consumer's index by id. */
function lookup(): Directory {
  if (directory) return directory;
  const named = new Map<number, Named>();
  const all = namedInExamples();
  all.forEach((n, i) => {
    if (n.profile) named.set(i, n);
  });
  let next = named.size;
  for (const n of all.filter((x) => !x.profile)) {
    const gender = genderOf(n.name);
    while (named.has(next) || (gender && consumer(next).gender !== gender && next < CONSUMER_COUNT - 1)) next += 1;
    named.set(next, n);
    next = named.size;
  }
  const byId = new Map<string, number>();
  for (let i = 0; i < CONSUMER_COUNT; i += 1) byId.set(named.get(i)?.id ?? generatedId(i), i);
  directory = { named, byId };
  return directory;
}

/** A generated name that fits the consumer's gender and is none of the named consumers'. */
function generatedName(i: number): string {
  const names = new Set([...lookup().named.values()].map((n) => n.name));
  const first = pick(consumer(i).gender === 'Female' ? FEMALE : MALE, i, 101);
  for (let salt = 102; ; salt += 1) {
    const name = `${first} ${pick(LAST, i, salt)}`;
    if (!names.has(name)) return name;
  }
}

/** Consumer i's id and name. */
export function identity(i: number): ConsumerIdentity {
  const named = lookup().named.get(i);
  return { id: named?.id ?? generatedId(i), name: named?.name ?? generatedName(i), index: i };
}

/** The population index of a consumer id, or undefined when no consumer has it. */
export const indexOf = (id: string | null | undefined): number | undefined => (id ? lookup().byId.get(id) : undefined);

/** A consumer's profile, as the drawer shows it. */
export function profileOf(i: number): Profile {
  const named = lookup().named.get(i);
  if (named?.profile) return structuredClone(named.profile);
  const { id, name } = identity(i);
  const person = consumer(i);
  const [city, state, zip, area] = pick(PLACES, i, 201);
  const handle = name.toLowerCase().replace(/[^a-z]+/g, '.');
  return {
    id,
    name,
    address: `${100 + (hash(i, 202) % 9800)} ${pick(STREETS, i, 203)}, ${city}, ${state} ${zip}`,
    email: named?.email ?? `${handle}${named ? '' : hash(i, 204) % 100}@example.com`,
    phone: named ? (named.phone ?? null) : `${area}-555-01${String(hash(i, 205) % 100).padStart(2, '0')}`,
    gender: person.gender,
    race: person.race,
    age: person.age,
    marital_status: person.marital_status,
    family_and_dependents: person.family_and_dependents,
    education_level: person.education_level,
    general_wellness: person.general_wellness,
    height: person.height,
    weight: String(person.weight),
  };
}
