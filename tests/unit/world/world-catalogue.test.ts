import { describe, expect, it } from 'vitest';
import { seedWorld } from '~mocks/world/model/world';
import { inherited, parseFacets, savedFacets, slug, summary } from '~mocks/world/model/rules/product';
import { created, limitReachedMessage, remaining, thresholdMessage } from '~mocks/world/model/rules/product-allowance';
import { trackingIdTaken } from '~mocks/world/model/rules/batch';
import { OMEGA_BATCH, OMEGA_PRODUCT, SUNFIELD } from '../../../test-support/example-world';

describe('the catalogue world’s rules', () => {
  it('seeds each held plan’s allowance from the subscription records (-1: unlimited)', () => {
    expect(seedWorld().allowances).toEqual({
      tracer: { plan: 'Product Origin', products: 100, batches: -1 },
      fastpass: { plan: 'Product Fast Pass', products: 25, batches: 250 },
    });
  });

  it('counts the organization’s products and batches by kind, disabled ones too', () => {
    const world = seedWorld();
    expect(created(world, 'tracer', 'products')).toBe(8);
    expect(created(world, 'fastpass', 'products')).toBe(4); // Melatonin 3 mg is disabled and counts
    expect(created(world, 'tracer', 'batches')).toBe(16);
    expect(created(world, 'fastpass', 'batches')).toBe(8);
    world.organizationId = SUNFIELD;
    expect(created(world, 'tracer', 'products')).toBe(0);
  });

  it('what is left: the limit less what was made, never below 0; unlimited or unknown plans never run out', () => {
    const world = seedWorld();
    expect(remaining(world, 'tracer', 'products')).toBe(92);
    expect(remaining(world, 'tracer', 'batches')).toBe(Infinity);
    expect(remaining(world, undefined, 'batches')).toBe(Infinity);
    world.allowances.fastpass!.products = 3;
    expect(remaining(world, 'fastpass', 'products')).toBe(0);
    delete world.allowances.fastpass;
    expect(remaining(world, 'fastpass', 'products')).toBe(Infinity);
  });

  it('says what ran out in the server’s voice', () => {
    expect(thresholdMessage('batches')).toBe(
      'You have reached the maximum number of batches allowed by your plan. Please upgrade your subscription.',
    );
    expect(limitReachedMessage({ plan: 'Product Origin', products: 100, batches: 25 }, 'batches')).toBe(
      'You have reached the maximum of 25 batches for Product Origin. Please upgrade your subscription to add more.',
    );
  });

  it('a batch inherits its product’s traits, read-only, ranked by thousands', () => {
    const omega = seedWorld().products.get(OMEGA_PRODUCT);
    expect(inherited(omega).map((f) => [f.title, f.rank, f.isOld])).toEqual([
      ['Form', 1000, true],
      ['Servings per container', 2000, true],
      ['Source', 3000, true],
    ]);
    expect(inherited(undefined)).toEqual([]);
  });

  it('traits as saved: sent ones get ids and ranks; the form’s JSON text is read, bad text is none', () => {
    const world = seedWorld();
    const facets = savedFacets(world, parseFacets('[{"title":"Form","description":"Gummy"},{"title":"x"}]'));
    expect(facets).toEqual([
      {
        id: expect.stringMatching(/^FCT/),
        title: 'Form',
        description: 'Gummy',
        rank: 1,
        group_id: null,
        isOld: false,
        isTemplate: false,
        templateId: null,
      },
    ]);
    expect(savedFacets(world, [{ id: 'FCTKEEP001', title: 'a', description: 'b', rank: 4 }])[0]).toMatchObject({
      id: 'FCTKEEP001',
      rank: 4,
    });
    expect(parseFacets('not json')).toEqual([]);
    expect(parseFacets('{"title":"a"}')).toEqual([]);
  });

  it('slugs as the examples write them', () => {
    expect(slug('VL-OMG-1000-120')).toBe('vl-omg-1000-120');
    expect(slug(' Lot #77 / Blue ')).toBe('lot-77-blue');
  });

  it('a tracking id is taken when another batch of the organization has it', () => {
    const world = seedWorld();
    expect(trackingIdTaken(world, 'VL-OMG-2026-0412')).toBe(true);
    expect(trackingIdTaken(world, 'VL-OMG-2026-0412', OMEGA_BATCH)).toBe(false);
    expect(trackingIdTaken(world, 'VL-OMG-2026-9999')).toBe(false);
    expect(trackingIdTaken(world, '')).toBe(false);
  });

  it('a batch summary carries the list columns', () => {
    const b = seedWorld().batches.get(OMEGA_BATCH)!;
    expect(summary(b)).toEqual({
      id: OMEGA_BATCH,
      integrant_type_id: OMEGA_PRODUCT,
      title: 'Daily Omega-3 Fish Oil 1000 mg',
      tracking_id: 'VL-OMG-2026-0412',
      external_id: 'VL-OMG-2026-0412',
      external_id_slug: 'vl-omg-2026-0412',
      is_published: true,
      created_on: '2026-04-12T15:20:00.000Z',
    });
  });
});
