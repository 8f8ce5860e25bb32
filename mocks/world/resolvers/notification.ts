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
    reads: [],
    writes: ['notifications'],
    answer: ({ world, body }) => ({
      body: { status: '1', message: 'Notifications marked as read', ids: markRead(world, body.notificationIds) },
    }),
  },
};
