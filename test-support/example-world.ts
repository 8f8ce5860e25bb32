import type { TransferCreateInput } from '../src/api/generated/portal/model';

/**
 * The example world's records that tests name by id (the contract's examples, which mocks/world/seed.ts seeds):
 * Olivia Bennett of Verdant Labs, the organization Verdant shares with, its products, batches and locations.
 */
export const VERDANT = 'ORG7Q2M4KD';
export const NORTHWIND = 'ORG3H8N1VF';
export const OLIVIA = 'IND4K8P2QZ';

export const OMEGA_PRODUCT = 'PRD1A2B3C4';
export const ZINC_PRODUCT = 'PRD1D2E3F4';
export const VITAMIN_D_PRODUCT = 'PRD5D6E7F8';
export const MAGNESIUM_PRODUCT = 'PRD9G1H2J3';

export const OMEGA_BATCH = 'BATOMG0412';
export const GUMMIES_BATCH = 'BATELD0911';
export const ZINC_BATCH = 'BATZNC0724';

export const TEMPE = 'LOC8W4D1MT';
export const SALT_LAKE = 'LOC2J6Q9ZE';

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
