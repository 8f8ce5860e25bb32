import type { SaveLocationRequest, TransferCreateInput } from '../src/api/generated/portal/model';

/**
 * The example world's records that tests name by id (the contract's examples, which mocks/world/seed.ts seeds):
 * Olivia Bennett of Verdant Labs, the organization Verdant shares with, its products, batches and locations.
 */
export const VERDANT = 'ORG7Q2M4KD';
export const NORTHWIND = 'ORG3H8N1VF';
/** The dashboard's gates: a free trial (Sunfield Apothecary) and a pending approval (Bluestem Wellness). */
export const SUNFIELD = 'ORG4F7T1SN';
export const BLUESTEM = 'ORG1P6A3QE';
export const OLIVIA = 'IND4K8P2QZ';
/** Olivia's identity in Northwind Botanicals, which its shared access gives her (a switch signs in as it). */
export const NORTHWIND_OLIVIA = 'IND7N2B5VC';

export const OMEGA_PRODUCT = 'PRD1A2B3C4';
export const ZINC_PRODUCT = 'PRD1D2E3F4';
export const VITAMIN_D_PRODUCT = 'PRD5D6E7F8';
export const MAGNESIUM_PRODUCT = 'PRD9G1H2J3';

export const OMEGA_BATCH = 'BATOMG0412';
export const GUMMIES_BATCH = 'BATELD0911';
export const ZINC_BATCH = 'BATZNC0724';

export const TEMPE = 'LOC8W4D1MT';
export const SALT_LAKE = 'LOC2J6Q9ZE';

/** A new location as the organization's location form sends it (Verdant's cold storage in Tempe), with `over` on top. */
export const locationInput = (over: Partial<SaveLocationRequest> = {}): SaveLocationRequest => ({
  id: '',
  description: 'Cold storage',
  line_1: '2400 South Priest Drive',
  line_2: null,
  zip: '85282',
  city: 'Tempe',
  state: 'AZ',
  country: 'US',
  organization_id: VERDANT,
  ...over,
});

/**
 * A transfer as the batch editor sends it (and keeps it before a paid transfer's checkout): Verdant's omega batch
 * from its Tempe warehouse to Northwind, free (no coupon, nothing paid), with `over` on top.
 */
export const transferInput = (over: Partial<TransferCreateInput> = {}): TransferCreateInput => ({
  integrant_id: OMEGA_BATCH,
  title: 'Private-label lot for Northwind',
  description: 'Twelve cases.',
  effective_date: '2026-06-08T12:00:00.000Z',
  from_organization_id: VERDANT,
  to_organization_id: NORTHWIND,
  from_location_id: TEMPE,
  to_location_id: null,
  coupon_code: null,
  exhibits: [],
  created_by: OLIVIA,
  updated_by: OLIVIA,
  is_payment_done: false,
  session_id: null,
  ...over,
});

/**
 * The passwords the example world's people sign in with (mocks/world/model/seed.ts, `SEED_PASSWORDS`; listed in
 * docs/world/scenarios.md): a known email signs in only with its own. Any other email signs in as the scenario's
 * individual with any password.
 */
export const PASSWORDS = {
  olivia: 'Harvest-Morning-42',
  daniel: 'Sunfield-Remedy-17',
  jonah: 'Copperleaf-Fern-58',
  amara: 'Bluestem-Prairie-33',
  marcus: 'Verdant-Harbor-21',
  priya: 'Verdant-Meadow-64',
} as const;
export const OLIVIA_PASSWORD = PASSWORDS.olivia;

const SEEDED: Readonly<Record<string, string>> = {
  'olivia.bennett@verdantlabs.com': PASSWORDS.olivia,
  'daniel.okafor@sunfieldapothecary.com': PASSWORDS.daniel,
  'jonah.whitfield@copperleafbotanics.com': PASSWORDS.jonah,
  'amara.lindqvist@bluestemwellness.com': PASSWORDS.amara,
  'marcus.reed@verdantlabs.com': PASSWORDS.marcus,
  'priya.natarajan@verdantlabs.com': PASSWORDS.priya,
};
/** The password an address signs in with: its own for the example world's people, any for the others. */
export const passwordOf = (email: string): string => SEEDED[email.trim().toLowerCase()] ?? 'correct horse battery';
