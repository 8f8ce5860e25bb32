import { seedWorld, type World } from '../model/world';
import { syncAllowances } from '../model/rules/subscription-state';
import type { Scenario } from './index';

/**
 * The two gates of section 4, each an organization of the example world reached by signing in as its individual:
 * Copperleaf Botanics (Jonah Whitfield, Document Verification), whose domain is not verified yet, and Bluestem
 * Wellness (Amara Lindqvist, Compliance Dashboard), whose domain is verified and whose approval is pending. Neither
 * is on a free trial, which would open the gates. Any email the world does not know signs in as Jonah; a verification
 * on his organization page lifts the first gate and leaves him at the second.
 */
export const GATES = {
  unverifiedDomain: {
    organizationId: 'ORG9H2V5LT',
    individualId: 'IND8J4R1TM',
    email: 'jonah.whitfield@copperleafbotanics.com',
  },
  approvalPending: {
    organizationId: 'ORG1P6A3QE',
    individualId: 'IND3A9L6YC',
    email: 'amara.lindqvist@bluestemwellness.com',
  },
} as const;

function build(): World {
  const world = seedWorld();
  const domain = GATES.unverifiedDomain;
  const approval = GATES.approvalPending;
  // The example world's records say so already; the scenario holds to it even if the examples change.
  world.organizations.patch(domain.organizationId, {
    is_valid_domain_name: false,
    is_approved: false,
    is_free_trail: false,
  });
  world.organizations.patch(approval.organizationId, {
    is_valid_domain_name: true,
    is_approved: false,
    is_free_trail: false,
  });
  for (const gate of [domain, approval]) {
    const individual = world.individuals.get(gate.individualId);
    if (individual?.email_address !== gate.email || individual.organization_id !== gate.organizationId)
      throw new Error(`[world] gates: the example world has no ${gate.email} in ${gate.organizationId}`);
  }
  world.organizationId = domain.organizationId;
  world.individualId = domain.individualId;
  world.defaultIndividualId = domain.individualId;
  syncAllowances(world);
  return world;
}

export const gates: Scenario = {
  name: 'gates',
  summary:
    'The gates: Copperleaf Botanics’ domain not verified (Jonah Whitfield), Bluestem Wellness’ approval pending (Amara Lindqvist).',
  build,
};
