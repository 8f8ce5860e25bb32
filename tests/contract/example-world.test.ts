import { describe, expect, it } from 'vitest';
import { VERDANT } from '../../test-support/example-world';
import { loadMockDocument, namedExamples, operationsOf, schemaOf } from './support/mock-document';

/**
 * The example world reaches every subscription and every dashboard gate: named examples
 * that QA replay (`?replay=<operationId>:200:<example>`) and Prism (`Prefer: code=200, example=…`)
 * select, so that the verifier, publisher and compliance dashboards, the free-trial banner, the
 * domain verification screen and the approval-pending screen all render without a backend. Other
 * work builds on these names: renaming one is a change of the contract.
 */
const doc = loadMockDocument();
const operations = operationsOf(doc);
const FIVE = ['tracer', 'fastpass', 'publisher', 'verifier', 'compliance'];
const DAY = 24 * 60 * 60 * 1000;

interface Held {
  subscription_type: string;
}
interface SignIn {
  organization_id: string;
  subscriptionList: Held[];
  is_free_trail: boolean;
  is_valid_domain_name: boolean;
  is_approved: boolean;
  last_login: string;
}
interface Organization {
  id: string;
  is_free_trail: boolean;
  is_valid_domain_name: boolean;
  is_approved: boolean;
  created_on: string;
}
interface Plan {
  product_id: string;
  product_plan: unknown[];
}

/** The named examples of an operation's 200, by name, with the envelope's data. */
function examplesOf<T>(operationId: string): Map<string, T> {
  const entry = operations.find((e) => e.op.operationId === operationId);
  if (!entry) throw new Error(`no operation ${operationId}`);
  return new Map(
    namedExamples(doc, entry.op.responses['200']!)
      .filter((e) => (e.value as { status?: string }).status === '1')
      .map((e) => [e.name, (e.value as { data: T }).data]),
  );
}

const types = (held: Held[]) => held.map((s) => s.subscription_type).sort();
const signIns = examplesOf<SignIn>('login');
const organizations = examplesOf<Organization>('getOrganization');

describe('the example world', () => {
  it('has a sign-in whose subscriptions are all five types, and a subscription list of all five', () => {
    expect(types(signIns.get('allSubscriptions')!.subscriptionList)).toEqual([...FIVE].sort());
    const records = examplesOf<Held[]>('retrieveSubscriptions');
    expect(types(records.get('allSubscriptions')!)).toEqual([...FIVE].sort());
    for (const type of FIVE) {
      const holders = [...signIns].filter(([, s]) => s.subscriptionList.some((h) => h.subscription_type === type));
      expect(holders.length, `no sign-in example holds ${type}`).toBeGreaterThan(0);
    }
  });

  it(`keeps the defaults in Verdant Labs (${VERDANT}), verified, approved and not on a free trial`, () => {
    const [firstSignIn] = signIns.values();
    const [firstOrganization] = organizations.values();
    expect(firstSignIn).toMatchObject({ organization_id: VERDANT, is_free_trail: false });
    expect(firstOrganization).toMatchObject({
      id: VERDANT,
      is_free_trail: false,
      is_valid_domain_name: true,
      is_approved: true,
    });
  });

  it.each([
    ['organizationFreeTrial', 'freeTrialPublisher', { is_free_trail: true }],
    ['organizationUnverifiedDomain', 'domainNotVerified', { is_free_trail: false, is_valid_domain_name: false }],
    [
      'organizationApprovalPending',
      'approvalPending',
      { is_free_trail: false, is_valid_domain_name: true, is_approved: false },
    ],
  ] as const)('has the organization %s and a sign-in into it (%s)', (orgName, signInName, standing) => {
    const organization = organizations.get(orgName);
    const signIn = signIns.get(signInName);
    expect(organization, `getOrganization 200 has no example '${orgName}'`).toMatchObject(standing);
    expect(signIn, `login 200 has no example '${signInName}'`).toMatchObject({
      ...standing,
      organization_id: organization!.id,
    });
    expect(organization!.id).not.toBe(VERDANT);
  });

  it('puts the free trial on a publisher with days left when its individual last signed in (30 days from created_on)', () => {
    const signIn = signIns.get('freeTrialPublisher')!;
    expect(types(signIn.subscriptionList)).toEqual(['publisher']);
    const trialEnd = Date.parse(organizations.get('organizationFreeTrial')!.created_on) + 30 * DAY;
    expect(trialEnd - Date.parse(signIn.last_login)).toBeGreaterThan(7 * DAY);
  });

  it('lists the contact-us products by id, and the plan examples agree: those and only those have no prices', () => {
    const contactUs = schemaOf(doc, (doc.components.schemas as Record<string, unknown>).ContactUsProductId)
      .enum as string[];
    expect(contactUs.length).toBeGreaterThan(0);
    const products = [...examplesOf<{ plans: Plan[] }>('listPlans').values()].flatMap((d) => d.plans);
    for (const id of contactUs) expect(products.map((p) => p.product_id)).toContain(id);
    for (const p of products) {
      expect(p.product_plan.length === 0, `${p.product_id}: prices and the contact-us list disagree`).toBe(
        contactUs.includes(p.product_id),
      );
    }
  });
});
