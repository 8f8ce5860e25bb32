import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_CHOICES,
  CONSUMER_COUNT,
  consumer,
  countAudience,
  keeps,
  population,
} from '~mocks/world/model/rules/survey-audience';

const dropdowns = Object.entries(AUDIENCE_CHOICES) as [keyof typeof AUDIENCE_CHOICES, readonly string[]][];

describe('the world: the consumer population and the audience filters', () => {
  it('is 1842 consumers, the same every time, each with a value of every filter the wizard offers', () => {
    expect(population()).toHaveLength(CONSUMER_COUNT);
    expect(CONSUMER_COUNT).toBe(1842);
    expect(consumer(17)).toEqual(consumer(17));
    expect(population()[17]).toEqual(consumer(17));
    const outside = population().filter(
      (person) =>
        dropdowns.some(([key, choices]) => !choices.includes(person[key])) || person.weight < 95 || person.weight > 280,
    );
    expect(outside).toEqual([]);
  });

  it('Any on every filter keeps everyone', () => {
    expect(countAudience()).toBe(1842);
    expect(countAudience({})).toBe(1842);
    expect(countAudience({ gender: '' as never, weight: ' ' })).toBe(1842);
  });

  it("each filter's choices split the population: every choice keeps some, none keeps all, together all", () => {
    for (const [key, choices] of dropdowns) {
      const counts = choices.map((value) => countAudience({ [key]: value }));
      for (const n of counts) {
        expect(n).toBeGreaterThan(0);
        expect(n).toBeLessThan(1842);
      }
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1842);
    }
  });

  it('each added filter narrows the audience (never widens it)', () => {
    const steps = [
      {},
      { gender: 'Female' },
      { gender: 'Female', general_wellness: 'Healthy' },
      { gender: 'Female', general_wellness: 'Healthy', marital_status: 'Married' },
    ] as const;
    const counts = steps.map((q) => countAudience(q));
    for (let i = 1; i < counts.length; i += 1) expect(counts[i]).toBeLessThan(counts[i - 1]!);
    expect(counts.at(-1)).toBeGreaterThan(0);
    expect(countAudience({ gender: 'Female', age: '31-35' })).toBe(
      population().filter((p) => p.gender === 'Female' && p.age === '31-35').length,
    );
  });

  it('weight keeps the consumers within 5 pounds of a number; other text and unknown choices keep none', () => {
    const person = consumer(0);
    expect(keeps({ weight: String(person.weight + 5) }, person)).toBe(true);
    expect(keeps({ weight: ` ${person.weight - 5} ` }, person)).toBe(true);
    expect(keeps({ weight: String(person.weight + 6) }, person)).toBe(false);
    expect(countAudience({ weight: '150' })).toBe(population().filter((p) => Math.abs(p.weight - 150) <= 5).length);
    expect(countAudience({ weight: '150' })).toBeGreaterThan(0);
    expect(countAudience({ weight: 'heavy' })).toBe(0);
    expect(countAudience({ race: 'Martian' })).toBe(0);
  });
});
