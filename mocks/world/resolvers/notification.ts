import { markRead, notificationsOf } from '../model/rules/notification';
import type { Resolvers } from './resolver';

/** The signed-in individual's notifications (tag `notification`). Rules: docs/world/notification.md. */
export const resolvers: Resolvers = {
  listNotifications: {
    reads: ['notifications'],
    writes: [],
    answer: ({ world, body }) => ({
      body: {
        status: '1',
        message: 'Notifications fetched successfully',
        data: notificationsOf(world, body.organization_id),
      },
    }),
  },
  markNotificationsRead: {
    reads: ['individuals', 'invitedUsers'],
    writes: ['notifications'],
    answer: ({ world, body }) => {
      const ids = markRead(world, body.notificationIds);
      if (ids === 'forbidden') return { status: 403, example: 'forbiddenResource' };
      return { body: { status: '1', message: 'Notifications marked as read', ids } };
    },
  },
};
