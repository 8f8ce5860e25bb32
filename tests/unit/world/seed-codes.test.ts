import { describe, expect, it } from 'vitest';
import { gs1CheckDigitValid, withGs1CheckDigit } from '@/lib/input/text';
import { SCENARIOS } from '~mocks/world/scenarios';

/**
 * The products a scenario seeds carry UPCs that pass their check digit: else the seed's own product opens in the
 * product form with 'This UPC/EAN does not pass its check digit' under its UPC, which no producer would have saved.
 */
describe('the seeds’ product codes', () => {
  it('completes a code with its check digit', () => {
    expect(withGs1CheckDigit('03600029145')).toBe('036000291452');
    expect(withGs1CheckDigit('85003124501')).toBe('850031245013');
  });

  it.each(SCENARIOS.map((s) => [s.name, s] as const))('every product of %s has a UPC that passes', (_, scenario) => {
    const wrong = scenario
      .build()
      .products.all()
      .filter((p) => p.upc && !gs1CheckDigitValid(p.upc))
      .map((p) => `${p.title}: ${p.upc}`);
    expect(wrong).toEqual([]);
  });
});
