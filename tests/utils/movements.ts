import type { TransferCreateInput } from '@/api/generated/portal/model';

/**
 * A transfer as the batch editor sends it: Verdant's omega batch from its Tempe warehouse to Northwind, free (no
 * coupon, nothing paid), with `over` on top.
 */
export const transferInput = (over: Partial<TransferCreateInput> = {}): TransferCreateInput => ({
  integrant_id: 'BATOMG0412',
  title: 'Private-label lot for Northwind',
  description: 'Twelve cases.',
  effective_date: '2026-06-08T12:00:00.000Z',
  from_organization_id: 'ORG7Q2M4KD',
  to_organization_id: 'ORG3H8N1VF',
  from_location_id: 'LOC8W4D1MT',
  to_location_id: null,
  coupon_code: null,
  exhibits: [],
  created_by: 'IND4K8P2QZ',
  updated_by: 'IND4K8P2QZ',
  is_payment_done: false,
  session_id: null,
  ...over,
});
