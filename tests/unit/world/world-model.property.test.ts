import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GUMMIES_BATCH,
  NORTHWIND,
  NORTHWIND_OLIVIA,
  OLIVIA,
  OMEGA_PRODUCT,
  PASSWORDS,
  VITAMIN_D_PRODUCT,
} from '../../../test-support/example-world';
import { callWorld, control, freshWorld, type WorldAnswer } from '../../utils/world-call';

/**
 * The world under random sequences of the portal's own calls (fast-check's model-based commands). The model is a
 * plain description of what each call should change: how many locations, user accounts, survey questions, a batch's
 * transits, and which offer each product has, and the sign-in: Olivia's session and how old the world's clock has
 * made it (6 hours, then the documented 401), and that her email signs in with her password only. After every call, the answer keeps the contract (no breach, no 5xx) and the reads the
 * portal makes agree with the model: every read reflects every write before it.
 */
const PRODUCTS = [OMEGA_PRODUCT, VITAMIN_D_PRODUCT] as const;
type ProductId = (typeof PRODUCTS)[number];

/** A batch of the seed and a location of its organization (transits go from it). */
const BATCH = GUMMIES_BATCH;

interface Model {
  locations: number;
  /** The transits of BATCH, by id. */
  transits: string[];
  /** A location the transits leave from. */
  from: string;
  users: string[];
  seats: number;
  questions: Record<ProductId, string[]>;
  offers: Partial<Record<ProductId, string>>;
  /** Olivia's access token once a sign-in gave one, and how far the clock moved since (ms). */
  token: string | null;
  sessionAgeMs: number;
}

const OLIVIA_EMAIL = 'olivia.bennett@verdantlabs.com';
const HOUR_MS = 3_600_000;
const SESSION_MS = 6 * HOUR_MS;

interface Real {
  key: string;
  organizationId: string;
}

let runs = 0;

/** A call that must keep the contract: no breach, no server error. */
async function kept(answer: Promise<WorldAnswer>): Promise<WorldAnswer> {
  const done = await answer;
  expect(done.breaches).toEqual([]);
  expect(done.status).toBeGreaterThanOrEqual(200);
  expect(done.status).toBeLessThan(500);
  return done;
}

const call = (real: Real, ...args: Parameters<typeof callWorld>) =>
  kept(callWorld(args[0], args[1], { ...args[2], world: real.key }));

async function members(real: Real): Promise<string[]> {
  const answer = await call(real, 'getOrganization', { organization_id: real.organizationId });
  return (answer.body.data.individuals as { id: string }[]).map((m) => m.id);
}

class SaveLocation implements fc.AsyncCommand<Model, Real> {
  constructor(readonly description: string) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const answer = await call(real, 'saveLocation', {
      id: '',
      description: this.description,
      line_1: '1 Main St',
      city: 'Phoenix',
      state: 'AZ',
      zip: '85001',
      country: 'US',
      organization_id: real.organizationId,
    } as never);
    expect(answer.body.status).toBe('1');
    model.locations += 1;
    const list = await call(real, 'listLocations', { organization_id: real.organizationId });
    expect(list.body.data).toHaveLength(model.locations);
    expect(list.body.data[0].description).toBe(this.description.trim());
  }
  toString = () => `saveLocation(${this.description})`;
}

class AddUser implements fc.AsyncCommand<Model, Real> {
  constructor(readonly first: string) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const answer = await call(real, 'saveOrganizationUser', {
      id: '',
      email_address: `${this.first.toLowerCase()}.${model.users.length}@verdantlabs.com`,
      name_first: this.first,
      name_last: 'Tester',
      phone: '602-555-0100',
      password: 'Harvest-Morning-42',
      organization_id: real.organizationId,
    });
    if (model.users.length >= model.seats) {
      // Every seat taken: the documented refusal, and nothing added.
      expect(answer.status).toBe(403);
    } else {
      expect(answer.body.status).toBe('1');
      model.users.push(answer.body.data.id as string);
    }
    expect(await members(real)).toEqual(model.users);
  }
  toString = () => `addUser(${this.first})`;
}

class DeleteUser implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  // The portal never offers the signed-in individual's own account (Olivia signs in through SignIn).
  check = (model: Readonly<Model>) => model.users.filter((u) => u !== OLIVIA).length > 1;
  async run(model: Model, real: Real) {
    const others = model.users.filter((u) => u !== OLIVIA);
    const id = others[this.pick % others.length]!;
    await call(real, 'deleteOrganizationUser', { id, organization_id: real.organizationId, subscription: 'tracer' });
    model.users = model.users.filter((u) => u !== id);
    expect(await members(real)).toEqual(model.users);
  }
  toString = () => `deleteUser(#${this.pick})`;
}

class SaveOffer implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly product: ProductId,
    readonly offer: string,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    await call(real, 'saveOffer', { integrant_type_id: this.product, offer: this.offer });
    model.offers[this.product] = this.offer;
    const list = await call(real, 'listOffers', { integrant_type_id: this.product });
    // One offer per product: the last one saved.
    expect(list.body.data.map((o: { offer: string }) => o.offer)).toEqual([this.offer]);
  }
  toString = () => `saveOffer(${this.product}, ${this.offer})`;
}

class AddQuestion implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly product: ProductId,
    readonly question: string,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const answer = await call(real, 'createSurveyQuestions', {
      integrant_type_id: this.product,
      questions: [{ question: this.question, input_type: 'Text' }],
    });
    model.questions[this.product].push(answer.body.data[0].id as string);
    await this.readBack(model, real);
  }
  async readBack(model: Model, real: Real) {
    const list = await call(real, 'listSurveyQuestions', { integrant_type_id: this.product });
    expect(list.body.data.map((q: { id: string }) => q.id).sort()).toEqual([...model.questions[this.product]].sort());
  }
  toString = () => `addQuestion(${this.product})`;
}

class DeleteQuestion implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly product: ProductId,
    readonly pick: number,
  ) {}
  check = (model: Readonly<Model>) => model.questions[this.product].length > 0;
  async run(model: Model, real: Real) {
    const ids = model.questions[this.product];
    const id = ids[this.pick % ids.length]!;
    await call(real, 'deleteSurveyQuestion', { survey_question_id: id });
    model.questions[this.product] = ids.filter((q) => q !== id);
    const list = await call(real, 'listSurveyQuestions', { integrant_type_id: this.product });
    expect(list.body.data.map((q: { id: string }) => q.id).sort()).toEqual([...model.questions[this.product]].sort());
  }
  toString = () => `deleteQuestion(${this.product}, #${this.pick})`;
}

class AddTransit implements fc.AsyncCommand<Model, Real> {
  constructor(readonly title: string) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const answer = await call(real, 'createTransit', {
      integrant_id: BATCH,
      title: this.title,
      from_location: model.from,
      effective_date: '2026-10-01T00:00:00.000Z',
    });
    expect(answer.body.status).toBe('1');
    model.transits.push(answer.body.data.id as string);
    await movements(model, real);
  }
  toString = () => `addTransit(${this.title})`;
}

class DeleteTransit implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.transits.length > 0;
  async run(model: Model, real: Real) {
    const id = model.transits[this.pick % model.transits.length]!;
    await call(real, 'deleteTransit', undefined, { params: { id } });
    model.transits = model.transits.filter((t) => t !== id);
    const gone = await callWorld('getTransit', undefined, { params: { id }, world: real.key });
    expect(gone.status).toBe(404);
    await movements(model, real);
  }
  toString = () => `deleteTransit(#${this.pick})`;
}

/** The batch's movements as its read shows them: exactly the model's transits. */
class SignIn implements fc.AsyncCommand<Model, Real> {
  constructor(readonly password: string) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const answer = await call(real, 'login', { email_address: OLIVIA_EMAIL, password: this.password });
    if (this.password !== PASSWORDS.olivia) {
      // A known email with another password: the documented 401, and the session before it is untouched.
      expect(answer.status).toBe(401);
      return;
    }
    expect(answer.body.data.email_address).toBe(OLIVIA_EMAIL);
    model.token = answer.body.data.access_token as string;
    model.sessionAgeMs = 0;
  }
  toString = () => `signIn(${this.password === PASSWORDS.olivia ? 'her password' : 'another'})`;
}

class AdvanceClock implements fc.AsyncCommand<Model, Real> {
  constructor(readonly hours: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    expect((await control('POST', 'clock', real.key, { advance: `${this.hours}h` })).status).toBe(200);
    model.sessionAgeMs += this.hours * HOUR_MS;
  }
  toString = () => `advance(${this.hours}h)`;
}

class ReadAsSession implements fc.AsyncCommand<Model, Real> {
  check = (model: Readonly<Model>) => model.token !== null;
  async run(model: Model, real: Real) {
    const answer = await call(
      real,
      'getOrganization',
      { organization_id: real.organizationId },
      {
        token: model.token!,
      },
    );
    // At exactly 6 hours the real session is a few milliseconds older still (the time the calls took): ended.
    expect(answer.status).toBe(model.sessionAgeMs >= SESSION_MS ? 401 : 200);
  }
  toString = () => 'readAsSession';
}

/**
 * A switch into Northwind Botanicals (Olivia's shared access) and back: in between, the current organization and its
 * people are Northwind's, none of Verdant's; back home, Verdant's exactly as the model holds them.
 */
class SwitchAndBack implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    const into = (individual_id: string) =>
      call(real, 'loginAs', { individual_id, is_google_login: false, is_microsoft_login: false });
    const current = async () =>
      (await call(real, 'getCurrentOrganization', undefined)).body.data as {
        id: string;
        individuals?: { id: string }[];
      };
    expect((await into(NORTHWIND_OLIVIA)).body.data.organization_id).toBe(NORTHWIND);
    const away = await current();
    expect(away.id).toBe(NORTHWIND);
    expect((away.individuals ?? []).map((m) => m.id).filter((id) => model.users.includes(id))).toEqual([]);
    const back = await into(OLIVIA);
    expect(back.body.data.organization_id).toBe(real.organizationId);
    const home = await current();
    expect(home.id).toBe(real.organizationId);
    expect((home.individuals ?? []).map((m) => m.id).sort()).toEqual([...model.users].sort());
    model.token = back.body.data.access_token as string;
    model.sessionAgeMs = 0;
  }
  toString = () => 'switchIntoNorthwindAndBack';
}

async function movements(model: Model, real: Real) {
  const batch = await call(real, 'getBatch', undefined, { params: { id: BATCH } });
  expect((batch.body.data.transits as { id: string }[]).map((t) => t.id).sort()).toEqual([...model.transits].sort());
}

const text = fc.string({ minLength: 1, maxLength: 24 }).filter((s) => s.trim().length > 0);
const product = fc.constantFrom(...PRODUCTS);
const commands = [
  text.map((t) => new SaveLocation(t)),
  fc.constantFrom('Nadia', 'Omar', 'Priya', 'Lucas').map((n) => new AddUser(n)),
  fc.nat(20).map((n) => new DeleteUser(n)),
  fc.tuple(product, text).map(([p, t]) => new SaveOffer(p, t)),
  fc.tuple(product, text).map(([p, t]) => new AddQuestion(p, t)),
  fc.tuple(product, fc.nat(20)).map(([p, n]) => new DeleteQuestion(p, n)),
  text.map((t) => new AddTransit(t)),
  fc.nat(20).map((n) => new DeleteTransit(n)),
  fc.constantFrom(PASSWORDS.olivia, 'not-her-password').map((p) => new SignIn(p)),
  fc.integer({ min: 1, max: 8 }).map((h) => new AdvanceClock(h)),
  fc.constant(new ReadAsSession()),
  fc.constant(new SwitchAndBack()),
];

/** The model of a fresh world: what the seed holds, read through the same calls. */
async function modelOf(real: Real): Promise<Model> {
  const world = freshWorld(real.key);
  const questions = Object.fromEntries(
    PRODUCTS.map((p) => [p, world.surveyQuestions.where((q) => q.integrant_type_id === p).map((q) => q.id)]),
  ) as Record<ProductId, string[]>;
  const organization = world.organizations.get(world.organizationId)!;
  const batch = await call(real, 'getBatch', undefined, { params: { id: BATCH } });
  const from = world.locations.where((l) => (l.organization_id ?? world.organizationId) === world.organizationId)[0]!;
  return {
    transits: (batch.body.data.transits as { id: string }[]).map((t) => t.id),
    from: from.id,
    locations: world.locations.where((l) => (l.organization_id ?? world.organizationId) === world.organizationId)
      .length,
    users: (organization.individuals ?? []).map((m) => m.id),
    seats: organization.num_seats ?? Infinity,
    questions,
    offers: {},
    token: null,
    sessionAgeMs: 0,
  };
}

describe('the world under random sequences of calls', () => {
  it('keeps the contract, and every read agrees with the writes before it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 15 }), async (cmds) => {
        runs += 1;
        const key = `model-${runs}`;
        const world = freshWorld(key);
        const real: Real = { key, organizationId: world.organizationId };
        const model = await modelOf(real);
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      { numRuns: 200 },
    );
  }, 180_000);
});
