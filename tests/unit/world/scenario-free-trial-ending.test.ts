import { beforeEach, describe, expect, it } from 'vitest';
import { trialDaysLeft } from '@/components/layout/menu-rules';
import { worldSnapshot } from '~mocks/world/registry';
import { freeTrialEnding } from '~mocks/world/scenarios/free-trial-ending';
import { checkSnapshot } from '~mocks/world/snapshot';
import { useScenario } from '../../utils/scenario';
import { callWorldKept } from '../../utils/world-call';
import { passwordOf, SUNFIELD } from '../../../test-support/example-world';

/**
 * The free-trial-ending scenario (mocks/world/scenarios/free-trial-ending.ts): Daniel Okafor of Sunfield Apothecary,
 * a publisher on the 30-day free trial with one day left and documents uploaded, all through the world's own calls.
 */
const W = 'scenario-free-trial-ending';
const DANIEL = 'IND6D3K8SW';
const DAY = 86_400_000;

const call = callWorldKept(W, { subscription: 'publisher' });
const signIn = (email: string) => call('login', { email_address: email, password: passwordOf(email) });

beforeEach(async () => {
  await useScenario('free-trial-ending', W);
});

describe('the free-trial-ending scenario', () => {
  it('keeps the contract: its snapshot checks clean', async () => {
    expect(await checkSnapshot(worldSnapshot(W))).toEqual([]);
  });

  it('is the same every build, but for the dates that count from now', () => {
    const dated = /"\d{4}-\d{2}-\d{2}T[^"]+"/g;
    const a = JSON.stringify(freeTrialEnding.build()).replace(dated, '"date"');
    const b = JSON.stringify(freeTrialEnding.build()).replace(dated, '"date"');
    expect(a).toBe(b);
  });

  it('signs any email in as Daniel of Sunfield Apothecary: a publisher on the free trial', async () => {
    for (const email of ['someone@example.com', 'daniel.okafor@sunfieldapothecary.com']) {
      const { body } = await signIn(email);
      expect(body.data).toMatchObject({
        id: DANIEL,
        organization_id: SUNFIELD,
        is_free_trail: true,
        subscriptionList: [{ subscription_type: 'publisher', status: 'trialing' }],
      });
    }
  });

  it('has one day left of the trial, by the organization’s created_on, and the trialing period ends with it', async () => {
    await signIn('someone@example.com');
    const organization = (await call('getOrganization', { organization_id: SUNFIELD })).body.data;
    expect(organization.is_free_trail).toBe(true);
    expect(trialDaysLeft(organization.created_on)).toBe(1);
    // Still one day left twelve hours on; none a day on.
    expect(trialDaysLeft(organization.created_on, new Date(Date.now() + DAY / 2 - 60_000))).toBe(1);
    expect(trialDaysLeft(organization.created_on, new Date(Date.now() + DAY))).toBe(0);
    const [record] = (await call('retrieveSubscriptions', { organization_id: SUNFIELD })).body.data as {
      status: string;
      current_period_end: string;
    }[];
    expect(record!.status).toBe('trialing');
    expect(Date.parse(record!.current_period_end) - Date.parse(organization.created_on)).toBe(30 * DAY);
  });

  it('lists the documents uploaded during the trial, newest first, some described', async () => {
    await signIn('someone@example.com');
    const { body } = await call('listFreeTrialDocuments', undefined, { query: { limit: '10', offset: '0' } });
    const rows = body.data.rows as {
      file_name: string;
      created_on: string;
      metaDataorganization: { name: string } | null;
      metaDataDocumentType: { type: string } | null;
    }[];
    expect(body.data.count).toBe(6);
    expect(rows[0]!.file_name).toBe('Sunfield stability study Ashwagandha.pdf');
    expect(rows.map((r) => r.created_on)).toEqual(
      rows
        .map((r) => r.created_on)
        .sort()
        .reverse(),
    );
    expect(rows.filter((r) => r.metaDataDocumentType)).toHaveLength(3);
    expect(rows.find((r) => r.metaDataDocumentType)?.metaDataorganization).toEqual({ name: 'Sunfield Apothecary' });
  });
});
