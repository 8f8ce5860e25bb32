/** Mass units the comparison converts between (to milligrams); other units compare only with themselves. */
const TO_MG: Record<string, number> = {
  g: 1000,
  gram: 1000,
  grams: 1000,
  mg: 1,
  milligram: 1,
  milligrams: 1,
  mcg: 0.001,
  µg: 0.001,
  μg: 0.001,
  ug: 0.001,
  microgram: 0.001,
  micrograms: 0.001,
};

export const normalizeUnit = (unit: string): string => unit.trim().toLowerCase();

/** The factor to milligrams of a mass unit, or null when the unit is not one the comparison converts. */
export function mgFactor(unit: string): number | null {
  return TO_MG[normalizeUnit(unit)] ?? null;
}

/** Whether the two units differ but both convert (mg versus mcg or g): the result shows both. */
export function needsConversion(a: string, b: string): boolean {
  return normalizeUnit(a) !== normalizeUnit(b) && mgFactor(a) !== null && mgFactor(b) !== null;
}

/**
 * `amount` (in `from`) expressed in `to`, or null when the units neither agree nor convert
 * (IU against mg, for example).
 */
export function convert(amount: number, from: string, to: string): number | null {
  if (normalizeUnit(from) === normalizeUnit(to)) return amount;
  const f = mgFactor(from);
  const t = mgFactor(to);
  if (f === null || t === null) return null;
  return Number(((amount * f) / t).toPrecision(12));
}
