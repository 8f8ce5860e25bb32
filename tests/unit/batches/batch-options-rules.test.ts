import { describe, expect, it } from 'vitest';
import {
  canConnect,
  canPublish,
  isSavedId,
  OPTIONS_MESSAGES,
  previewUrl,
  qrFileName,
  qrMime,
  qrTarget,
  QR_FORMATS,
  QR_SIZE,
  wrapText,
} from '@/features/batches/options/options-rules';
import {
  couponFromAnswer,
  COUPON_NONE,
  feeView,
  hasFee,
  locationLabel,
  movementErrors,
  MOVEMENT_MESSAGES,
  toDateTime,
  toDay,
  transferErrors,
  transferHasLocations,
  transferReturnUrls,
  transferRows,
  transitRows,
} from '@/features/batches/movements/movement-rules';
import type { Transfer, Transit } from '@/api/generated/portal/model';
import { NORTHWIND, OMEGA_BATCH, SALT_LAKE, TEMPE as TEMPE_ID, VERDANT } from '../../../test-support/example-world';

const TEMPE = {
  id: TEMPE_ID,
  line_1: '1840 West University Drive',
  city: 'Tempe',
  state: 'AZ',
  zip: '85281',
  country: 'US',
};
const SLC = {
  id: SALT_LAKE,
  line_1: '2150 South 3270 West',
  city: 'Salt Lake City',
  state: 'UT',
  zip: '84119',
  country: 'US',
};

describe('options rules', () => {
  it('builds the encoded public preview address', () => {
    expect(previewUrl('https://portal.example/', 'VRDNT', 'vl-omg-2026-0412')).toBe(
      'https://portal.example/p/VRDNT/b/vl-omg-2026-0412?preview=true',
    );
    expect(previewUrl('https://portal.example', 'A B', 'lot/1?x')).toBe(
      'https://portal.example/p/A%20B/b/lot%2F1%3Fx?preview=true',
    );
  });
  it('points the QR code at qr_url, else the public page', () => {
    expect(qrTarget('https://h', 'VRDNT', 'lot', 'https://q/1')).toBe('https://q/1');
    expect(qrTarget('https://h', 'VRDNT', 'lot', null)).toBe('https://h/p/VRDNT/b/lot');
  });
  it('names the downloads QR_Code in four formats at 1000 px', () => {
    expect(QR_FORMATS).toEqual(['PNG', 'WEBP', 'JPEG', 'SVG']);
    expect(QR_FORMATS.map(qrFileName)).toEqual(['QR_Code.png', 'QR_Code.webp', 'QR_Code.jpeg', 'QR_Code.svg']);
    expect(QR_FORMATS.map(qrMime)).toEqual(['image/png', 'image/webp', 'image/jpeg', 'image/svg+xml']);
    expect(QR_SIZE).toBe(1000);
  });
  it('tells saved ids (10 characters) from draft ids', () => {
    expect(isSavedId(OMEGA_BATCH)).toBe(true);
    expect(isSavedId('draft-1')).toBe(false);
    expect(isSavedId(undefined)).toBe(false);
  });
  it('shows Connect from 3 nodes, allows Publish only with a tracking id', () => {
    expect([1, 2, 3, 4].map(canConnect)).toEqual([false, false, true, true]);
    expect(canPublish('')).toBe(false);
    expect(canPublish('  ')).toBe(false);
    expect(canPublish(null)).toBe(false);
    expect(canPublish('VL-1')).toBe(true);
  });
  it('says the clone message with the batch', () => {
    expect(OPTIONS_MESSAGES.cloned('VL-OMG-2026-0412')).toBe(
      'Clone of VL-OMG-2026-0412 has been created successfully.',
    );
  });
  it('wraps the caption at spaces and cuts it with an ellipsis', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('a b c d e f', 1, 2)).toEqual(['a', '…']);
    expect(wrapText('', 10)).toEqual([]);
  });
});

const transit = (id: string, date: string, to: typeof TEMPE | null): Transit => ({
  id,
  integrant_id: OMEGA_BATCH,
  title: 'Move',
  from_location: SLC.id,
  effective_date: date,
  fromLocation: SLC,
  toLocation: to,
});

describe('movement rules', () => {
  it('writes the transit rows newest first with — for a missing To', () => {
    expect(
      transitRows([
        transit('TRN1', '2026-04-20T15:00:00.000Z', TEMPE),
        transit('TRN2', '2026-05-01T12:00:00.000Z', null),
      ]),
    ).toEqual([
      {
        id: 'TRN2',
        kind: 'transit',
        date: '05/01/2026',
        from: '2150 South 3270 West, Salt Lake City, UT 84119',
        to: '—',
      },
      {
        id: 'TRN1',
        kind: 'transit',
        date: '04/20/2026',
        from: '2150 South 3270 West, Salt Lake City, UT 84119',
        to: '1840 West University Drive, Tempe, AZ 85281',
      },
    ]);
    expect(transitRows(undefined)).toEqual([]);
    expect(locationLabel(null)).toBe('—');
  });
  it('writes the transfer rows with organizations and places', () => {
    const transfer: Transfer = {
      id: 'TRF1',
      integrant_id: 'BATOMG0527',
      title: 'T',
      effective_date: '2026-06-08T14:00:00.000Z',
      from_organization_id: VERDANT,
      to_organization_id: NORTHWIND,
      fromTransferOrganization: 'Verdant Labs',
      toTransferOrganization: 'Northwind Botanicals',
      from_location_id: TEMPE.id,
      fromTransferLocation: TEMPE,
      toTransferLocation: null,
    };
    expect(transferRows([transfer])).toEqual([
      {
        id: 'TRF1',
        kind: 'transfer',
        date: '06/08/2026',
        from: 'Verdant Labs — 1840 West University Drive, Tempe, AZ 85281',
        to: 'Northwind Botanicals',
      },
    ]);
    expect(transferHasLocations(transfer)).toBe(true);
    expect(transferHasLocations({ ...transfer, from_location_id: null, fromTransferLocation: null })).toBe(false);
  });
  it('shows the fee only above 0', () => {
    expect(hasFee(0)).toBe(false);
    expect(hasFee(undefined)).toBe(false);
    expect(hasFee(2500)).toBe(true);
  });
  it('moves the coupon from none to applied or error', () => {
    expect(feeView(2500, COUPON_NONE)).toEqual({ price: '$25.00' });
    const applied = couponFromAnswer('PARTNER10', { valid: true, discountedPrice: 2250, message: 'ok' });
    expect(applied).toEqual({ kind: 'applied', code: 'PARTNER10', discountedPrice: 2250, message: 'ok' });
    expect(feeView(2500, applied)).toEqual({ price: '$22.50', was: '$25.00' });
    expect(couponFromAnswer('X', { valid: false, message: 'This promo code has expired.' })).toEqual({
      kind: 'error',
      message: 'This promo code has expired.',
    });
    expect(couponFromAnswer('X', { valid: false })).toEqual({ kind: 'error', message: 'Invalid promo code.' });
    expect(couponFromAnswer('X', { valid: true })).toEqual({ kind: 'error', message: 'Invalid promo code.' });
  });
  it('requires a title, the From location and the date; To is optional; a transfer needs its organization', () => {
    const empty = { title: ' ', description: '', fromLocation: null, toLocation: null, effectiveDate: '' };
    expect(movementErrors(empty)).toEqual({
      title: MOVEMENT_MESSAGES.title,
      fromLocation: MOVEMENT_MESSAGES.from,
      effectiveDate: MOVEMENT_MESSAGES.date,
    });
    const filled = { ...empty, title: 'Move', fromLocation: 'LOC1', effectiveDate: '2026-04-20' };
    expect(movementErrors(filled)).toEqual({});
    expect(transferErrors({ ...filled, toOrganization: null })).toEqual({
      toOrganization: MOVEMENT_MESSAGES.organization,
    });
    expect(transferErrors({ ...filled, toOrganization: { id: NORTHWIND, name: 'N' } })).toEqual({});
  });
  it('turns days into date-times and back', () => {
    expect(toDateTime('2026-04-20')).toBe('2026-04-20T12:00:00.000Z');
    expect(toDay('2026-04-20T15:00:00.000Z')).toBe('2026-04-20');
    expect(toDay(null)).toBe('');
    expect(toDay('nope')).toBe('');
  });
  it('builds the checkout return addresses', () => {
    expect(transferReturnUrls('BATOMG0527', '{CHECKOUT_SESSION_ID}')).toEqual({
      successUrl: '/thank-you-transfer-payment-done/BATOMG0527/{CHECKOUT_SESSION_ID}',
      cancelUrl: '/thank-you-transfer-payment-not-done',
    });
  });
});
