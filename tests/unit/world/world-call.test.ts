import { describe, expect, it } from 'vitest';
import { callWorld, freshWorld } from '../../utils/world-call';

describe('callWorld: the world without a screen', () => {
  it('answers a create and a later read from the same world', async () => {
    const world = freshWorld('t1');
    const before = await callWorld('listLocations', { organization_id: world.organizationId }, { world: 't1' });
    expect(before.status).toBe(200);
    const created = await callWorld(
      'saveLocation',
      {
        id: '',
        description: 'Warehouse',
        line_1: '1 Main St',
        city: 'Phoenix',
        state: 'AZ',
        zip: '85001',
        country: 'US',
        organization_id: world.organizationId,
      } as never,
      { world: 't1' },
    );
    expect(created.breaches).toEqual([]);
    const after = await callWorld('listLocations', { organization_id: world.organizationId }, { world: 't1' });
    expect(after.body.data.length).toBe(before.body.data.length + 1);
  });
});
