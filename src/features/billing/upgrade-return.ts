import { readTab, TAB_KEYS, writeTab } from '@/lib/storage';

/**
 * What the return from an upgrade checkout needs (section 4: "the price, coupon, customer, plan and session are
 * stored temporarily"), kept in the tab's sessionStorage across the provider's full page load and cleared once
 * the return has finalized the update.
 */
export interface UpgradeReturn {
  readonly productId: string;
  readonly price: string;
  readonly promotionCode: string | null;
  readonly customerId: string;
  readonly type: string;
  readonly planName: string;
  readonly sessionId: string;
}

export const UPGRADE_RETURN_KEY = TAB_KEYS.upgradeReturn;

export function parseUpgradeReturn(value: unknown): UpgradeReturn | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const text = (k: string) => (typeof v[k] === 'string' && v[k] !== '' ? (v[k] as string) : null);
  const productId = text('productId');
  const price = text('price');
  const customerId = text('customerId');
  const type = text('type');
  const sessionId = text('sessionId');
  if (!productId || !price || !customerId || !type || !sessionId) return null;
  return {
    productId,
    price,
    customerId,
    type,
    sessionId,
    planName: text('planName') ?? '',
    promotionCode: text('promotionCode'),
  };
}

export const storeUpgradeReturn = (value: UpgradeReturn) => writeTab(UPGRADE_RETURN_KEY, value);
export const readUpgradeReturn = () => parseUpgradeReturn(readTab(UPGRADE_RETURN_KEY));
export const clearUpgradeReturn = () => writeTab(UPGRADE_RETURN_KEY, null);
