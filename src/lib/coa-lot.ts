/**
 * The lot a certificate of analysis reports, from its read form fields (a key such as 'Lot Number', 'Lot No.', 'Lot #',
 * 'Batch Number' or 'Lot'), and whether it is a batch's: compared without case, spaces or punctuation
 * ('vl-omg-2026-0412' and 'VL OMG 2026 0412' are the same lot).
 */
const LOT_KEY = /^(lot|batch)\s*(number|no\.?|#|id|code)?$/i;

export function coaLot(formFields: readonly { readonly key: string; readonly value: string }[]): string | null {
  const value = formFields.find((f) => LOT_KEY.test(f.key.trim()))?.value.trim();
  return value ? value : null;
}

const lotKey = (lot: string) => lot.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');

export const sameLot = (a: string, b: string): boolean => lotKey(a) !== '' && lotKey(a) === lotKey(b);
