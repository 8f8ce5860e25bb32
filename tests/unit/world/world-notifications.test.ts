import { describe, expect, it } from 'vitest';
import { callWorld, freshWorld } from '../../utils/world-call';
import { SUNFIELD } from '../../../test-support/example-world';

/** The bell's notifications are the organization's: the example organization's seed, none for another. */
describe('the world: notifications', () => {
  it('lists the example organization’s notifications, and none for another organization', async () => {
    const world = freshWorld('bell');
    const own = await callWorld('listNotifications', { organization_id: world.organizationId }, { world: 'bell' });
    expect(own.breaches).toEqual([]);
    expect(own.body.data.length).toBe(world.notifications.size);
    expect(own.body.data.length).toBeGreaterThan(0);
    const other = await callWorld('listNotifications', { organization_id: SUNFIELD }, { world: 'bell' });
    expect(other.body.data).toEqual([]);
  });

  it('marks read those the world has, and says which', async () => {
    const world = freshWorld('bell-read');
    const [first] = world.notifications.all();
    const read = await callWorld(
      'markNotificationsRead',
      { notificationIds: [first!.id, 'NTF9999999'] },
      { world: 'bell-read' },
    );
    expect(read.body.ids).toEqual([first!.id]);
    expect(world.notifications.get(first!.id)?.is_read).toBe(true);
  });
});
