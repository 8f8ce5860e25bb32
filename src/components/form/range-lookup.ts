import { getPasswordRange } from '@/api/generated/third-party/breached-password/hooks/range/range';
import type { RangeLookup } from '@/lib/password';

/** The breached-password range service, through its generated function (padded answers). */
export const lookupPasswordRange: RangeLookup = (prefix) =>
  getPasswordRange(prefix, { headers: { 'Add-Padding': 'true' } });
