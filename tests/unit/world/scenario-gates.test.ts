import { describe, expect, it } from 'vitest';
import { worldSnapshot } from '~mocks/world/registry';
import { checkSnapshot } from '~mocks/world/snapshot';
import { GATES } from '~mocks/world/scenarios/gates';
import { useScenario } from '../../utils/scenario';
import { callWorldKept } from '../../utils/world-call';
import { passwordOf } from '../../../test-support/example-world';

/**
 * The gates scenario: an organization whose domain is not verified and one whose approval is pending, each reached by
 * signing in as its individual, through the world's own calls.
 */
const call = callWorldKept('default');
const signIn = async (address: string) =>
  (await call('login', { email_address: address, password: passwordOf(address) })).body.data;
const organization = async (organization_id: string) => (await call('getOrganization', { organization_id })).body.data;

describe('the gates scenario', () => {
  it('keeps the contract in every record', async () => {
    await useScenario('gates');
    expect(await checkSnapshot(worldSnapshot())).toEqual([]);
  });

  it('signs Jonah (and any email the world does not know) in to the organization whose domain is not verified', async () => {
    await useScenario('gates');
    const { organizationId, individualId, email } = GATES.unverifiedDomain;
    for (const address of [email, 'qa@example.com']) {
      const jonah = await signIn(address);
      expect(jonah).toMatchObject({
        id: individualId,
        email_address: email,
        organization_id: organizationId,
        is_valid_domain_name: false,
        is_approved: false,
        is_free_trail: false,
      });
      expect(jonah.transaction_id).toBeTruthy();
      expect(jonah.subscriptionList.map((s: { subscription_type: string }) => s.subscription_type)).toEqual([
        'verifier',
      ]);
    }
    expect(await organization(organizationId)).toMatchObject({
      name: 'Copperleaf Botanics',
      is_valid_domain_name: false,
      is_approved: false,
      is_free_trail: false,
    });
  });

  it('signs Amara in to the organization whose domain is verified and whose approval is pending', async () => {
    await useScenario('gates');
    const { organizationId, individualId, email } = GATES.approvalPending;
    const amara = await signIn(email);
    expect(amara).toMatchObject({
      id: individualId,
      organization_id: organizationId,
      is_valid_domain_name: true,
      is_approved: false,
      is_free_trail: false,
    });
    expect(amara.subscriptionList.map((s: { subscription_type: string }) => s.subscription_type)).toEqual([
      'compliance',
    ]);
    expect(await organization(organizationId)).toMatchObject({
      name: 'Bluestem Wellness',
      is_valid_domain_name: true,
      is_approved: false,
    });
  });

  it('a verified domain lifts the first gate and leaves the second: the approval is still pending', async () => {
    await useScenario('gates');
    await signIn(GATES.unverifiedDomain.email);
    await call('verifyDomain', {});
    expect(await signIn(GATES.unverifiedDomain.email)).toMatchObject({
      is_valid_domain_name: true,
      is_approved: false,
    });
  });
});
