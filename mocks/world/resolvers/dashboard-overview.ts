import { dashboardOverview } from '../model/rules/dashboard';
import type { Resolvers } from './resolver';

/** The dashboard overview (tag `dashboard`). Rules: docs/world/dashboard.md. */
export const resolvers: Resolvers = {
  getDashboardOverview: {
    reads: ['dashboardSettings', 'organizations', 'documentHashes'],
    writes: [],
    answer: ({ world }) => ({ body: dashboardOverview(world) }),
  },
};
