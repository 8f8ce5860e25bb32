import { said } from '../model/examples';
import { retailerDashboard, saveColumns } from '../model/rules/compliance';
import type { Resolvers } from './resolver';

/** The retailer's compliance table (tag `compliance`). Rules: docs/world/compliance.md. */
export const resolvers: Resolvers = {
  getRetailerDashboard: {
    reads: ['dashboardSettings', 'complianceRows'],
    writes: [],
    answer: ({ world }) => ({ body: retailerDashboard(world) }),
  },
  saveCompliancePreferences: {
    reads: [],
    writes: ['dashboardSettings'],
    answer: ({ world, body }) => ({
      body: {
        status: '1',
        message: said('saveCompliancePreferences', 'preferencesSaved'),
        data: { preferences: saveColumns(world, body.preferences) },
      },
    }),
  },
};
