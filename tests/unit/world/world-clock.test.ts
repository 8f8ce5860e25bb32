import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, parseAdvance } from '~mocks/world/model/rules/clock';
import { mail } from '~mocks/world/model/rules/outbox';
import { forkWorld } from '~mocks/world/registry';
import { openSession, rememberSession } from '~mocks/world/model/rules/session';
import { BLUESTEM, OLIVIA, OMEGA_PRODUCT, SUNFIELD, VERDANT } from '../../../test-support/example-world';
import { callWorld, control, freshWorld } from '../../utils/world-call';

/** The world's clock, the sessions it ends, the administrator and the outbox: QA's negative paths (issue 58). */
describe("the world's clock", () => {
  it('reads a forward move in hours or days, and refuses anything else', () => {
    expect(parseAdvance('+7h')).toBe(7 * HOUR_MS);
    expect(parseAdvance(' 7h')).toBe(7 * HOUR_MS); // '+' of a link's query reads as a space
    expect(parseAdvance('2d')).toBe(2 * DAY_MS);
    for (const wrong of ['7', '-2d', '0h', '1.5d', '5000d', 'tomorrow', 7]) expect(parseAdvance(wrong)).toBeUndefined();
  });

  it('moves every date the world holds back by as much, calendar days by the whole days crossed', async () => {
    const world = freshWorld('clock-dates');
    const before = world.products.get(OMEGA_PRODUCT)!.created_on!;
    const day = Object.entries(world)
      .flatMap(([, table]) => (table && typeof table === 'object' && 'all' in table ? (table.all() as object[]) : []))
      .flatMap((row) =>
        Object.values(row).filter((v): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)),
      )[0];

    expect((await control('POST', 'clock', 'clock-dates', { advance: '7h' })).body.advancedMs).toBe(7 * HOUR_MS);
    expect(Date.parse(world.products.get(OMEGA_PRODUCT)!.created_on!)).toBe(Date.parse(before) - 7 * HOUR_MS);

    await control('POST', 'clock', 'clock-dates', { advance: '17h' }); // 24 hours in all: one calendar day crossed
    expect(Date.parse(world.products.get(OMEGA_PRODUCT)!.created_on!)).toBe(Date.parse(before) - DAY_MS);
    if (day) {
      const moved = Object.values(world)
        .flatMap((t) => (t && typeof t === 'object' && 'all' in t ? (t.all() as object[]) : []))
        .some((row) =>
          Object.values(row).includes(new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10)),
        );
      expect(moved).toBe(true);
    }
    expect((await control('GET', 'clock', 'clock-dates')).body.advancedMs).toBe(DAY_MS);
    const refused = await control('POST', 'clock', 'clock-dates', { advance: 'soon' });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      "Advance time by whole hours or days, up to a year: '7h', '2d' (not 'soon').",
    ]);
  });

  it('ends a session past 6 hours (7 days remembered) with the documented 401; an unknown token never', async () => {
    const world = freshWorld('clock-sessions');
    openSession(world, 'token-olivia', OLIVIA);
    const read = (token: string) =>
      callWorld('getOrganization', { organization_id: VERDANT }, { world: 'clock-sessions', token });
    expect((await read('token-olivia')).status).toBe(200);
    await control('POST', 'clock', 'clock-sessions', { advance: '7h' });
    const expired = await read('token-olivia');
    expect([expired.status, expired.body.message]).toEqual([401, 'Please login to access this resource']);
    expect((await read('a-token-no-sign-in-gave')).status).toBe(200);

    openSession(world, 'token-remembered', OLIVIA);
    rememberSession(world, 'token-remembered');
    await control('POST', 'clock', 'clock-sessions', { advance: '6d' });
    expect((await read('token-remembered')).status).toBe(200);
    await control('POST', 'clock', 'clock-sessions', { advance: '2d' });
    expect((await read('token-remembered')).status).toBe(401);
  });
});

describe('a moved clock travels with its world', () => {
  it('a fork keeps how far time was moved, as the World tab shows it', async () => {
    freshWorld('clock-kept');
    await control('POST', 'clock', 'clock-kept', { advance: '2d' });
    forkWorld('clock-kept', 'clock-kept-fork');
    expect((await control('GET', 'clock', 'clock-kept-fork')).body.advancedMs).toBe(2 * DAY_MS);
  });
});

describe("the platform's administrator", () => {
  it('approves an organization, verifies a domain and ends a free trial', async () => {
    const world = freshWorld('admin');
    expect(world.organizations.get(BLUESTEM)!.is_approved).toBe(false);
    const approved = await control('POST', 'admin', 'admin', { organization: BLUESTEM, action: 'approve' });
    expect(approved.status).toBe(200);
    expect(world.organizations.get(BLUESTEM)!.is_approved).toBe(true);
    expect(world.individuals.where((i) => i.organization_id === BLUESTEM).every((i) => i.is_approved)).toBe(true);

    await control('POST', 'admin', 'admin', { organization: SUNFIELD, action: 'end-free-trial' });
    const started = Date.parse(world.organizations.get(SUNFIELD)!.created_on!);
    expect(Date.now() - started).toBeGreaterThan(30 * DAY_MS);

    const noTrial = await control('POST', 'admin', 'admin', { organization: VERDANT, action: 'end-free-trial' });
    expect([noTrial.status, noTrial.body.message]).toEqual([400, `${VERDANT} is not a free trial.`]);
    expect((await control('POST', 'admin', 'admin', { organization: 'ORG0000000', action: 'approve' })).status).toBe(
      404,
    );
    expect((await control('POST', 'admin', 'admin', { organization: BLUESTEM, action: 'delete' })).status).toBe(400);
  });
});

describe("the world's outbox", () => {
  it('answers the mails sent, newest first', async () => {
    const world = freshWorld('outbox');
    expect((await control('GET', 'outbox', 'outbox')).body).toEqual({ mails: [] });
    mail(world, { to: 'a@example.com', subject: 'First', text: 'one' });
    mail(world, { to: 'b@example.com', subject: 'Second', text: 'two', password: 'Tmp#1234' });
    const { mails } = (await control('GET', 'outbox', 'outbox')).body;
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(mails[0]).toMatchObject({ to: 'b@example.com', text: 'two', password: 'Tmp#1234' });
  });
});
