import { beforeEach, describe, expect, it } from 'vitest';
import { trialDaysLeft } from '@/components/layout/menu-rules';
import { advanceClock, DAY_MS } from '~mocks/world/model/rules/clock';
import { FREE_TRIAL_DAYS, freeTrialOf } from '~mocks/world/model/rules/dashboard-free-trial';
import { getWorld } from '~mocks/world/registry';
import { SUNFIELD } from '../../../test-support/example-world';
import { useScenario } from '../../utils/scenario';
import { callWorld, callWorldKept, freshWorld } from '../../utils/world-call';

/**
 * The free trial's documents and days (docs/world/dashboard.md, "Free-trial documents", "The free trial"): more than
 * 5 files in one upload is refused in the spec's words; the trial's end and days left come from the organization's
 * created_on and the trial's 30 days, so the world's clock moves them.
 */
const W = 'free-trial';
const pdf = (name: string) => new File(['%PDF-1.4 a certificate'], name, { type: 'application/pdf' });

describe('free-trial documents: at most 5 in one upload', () => {
  it("refuses six files with the spec's 'You can only upload 5 documents at a time', and keeps none", async () => {
    freshWorld(W);
    // The example world's publisher (no sign-in needed: the world's own organization).
    const call = callWorldKept(W, { subscription: 'publisher' });
    const before = (await call('listFreeTrialDocuments', undefined, { query: { limit: '10', offset: '0' } })).body.data
      .count as number;
    const form = new FormData();
    for (const n of [1, 2, 3, 4, 5, 6]) form.append('files[]', pdf(`${n}.pdf`));
    const six = await callWorld('uploadFreeTrialDocuments', form, { world: W, subscription: 'publisher' });
    expect(six.status).toBe(400);
    expect(six.body).toEqual({
      statusCode: 400,
      message: 'You can only upload 5 documents at a time',
      error: 'Bad Request',
    });
    // The only breach is the request's own (six files are more than the contract's five): the answer keeps it.
    expect(six.breaches.map((b) => b.side)).toEqual(['request']);
    const five = new FormData();
    for (const n of [1, 2, 3, 4, 5]) five.append('files[]', pdf(`${n}.pdf`));
    expect((await call('uploadFreeTrialDocuments', five)).body.data).toHaveLength(5);
    const after = (await call('listFreeTrialDocuments', undefined, { query: { limit: '10', offset: '0' } })).body.data;
    expect(after.count).toBe(before + 5);
  });
});

describe('the free trial: its end and days left from dates', () => {
  beforeEach(async () => {
    await useScenario('free-trial-ending', W);
  });

  it('reads one day left in free-trial-ending, as the portal counts it, and its end 30 days after created_on', () => {
    const organization = getWorld(W).organizations.get(SUNFIELD)!;
    const trial = freeTrialOf(organization)!;
    expect(trial).toMatchObject({ days_left: 1, ended: false });
    expect(trial.days_left).toBe(trialDaysLeft(organization.created_on));
    expect(Date.parse(trial.ends_on) - Date.parse(organization.created_on!)).toBe(FREE_TRIAL_DAYS * DAY_MS);
    expect(freeTrialOf({ ...organization, is_free_trail: false })).toBeUndefined();
    expect(freeTrialOf({ is_free_trail: true, created_on: null })).toBeUndefined();
  });

  it('moves with the clock: two days on, the trial has ended (the record keeps dates, no number)', async () => {
    const world = getWorld(W);
    advanceClock(world, 2 * DAY_MS);
    const organization = world.organizations.get(SUNFIELD)!;
    expect(freeTrialOf(organization)).toMatchObject({ days_left: 0, ended: true });
    expect(trialDaysLeft(organization.created_on)).toBe(0);
    expect(Date.parse(freeTrialOf(organization)!.ends_on)).toBeLessThan(Date.now());
    // What the portal reads (the organization's created_on) says the same.
    const call = callWorldKept(W, { subscription: 'publisher' });
    const read = (await call('getOrganization', { organization_id: SUNFIELD })).body.data;
    expect(trialDaysLeft(read.created_on)).toBe(0);
  });
});
