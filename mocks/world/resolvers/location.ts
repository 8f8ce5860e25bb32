import { said } from '../model/examples';
import { locationsOf, saveLocation } from '../model/rules/location';
import { bodyFailure, type Resolvers } from './resolver';

/** The organization's locations (tag `location`). Rules: docs/world/location.md. */
export const resolvers: Resolvers = {
  saveLocation: {
    reads: ['individuals', 'invitedUsers'],
    writes: ['locations'],
    answer: ({ world, body }) => {
      const saved = saveLocation(world, body);
      if (saved === 'forbidden') return { status: 403, example: 'forbiddenResource' };
      if ('refused' in saved) return { ...bodyFailure, message: saved.refused };
      const message = said('saveLocation', saved.created ? 'locationCreated' : 'locationUpdated');
      return { body: { status: '1', message, data: saved.location } };
    },
  },
  listLocations: {
    reads: ['locations'],
    writes: [],
    answer: ({ world, body }) => ({
      body: {
        status: '1',
        message: said('listLocations', 'locations'),
        data: locationsOf(world, body.organization_id),
      },
    }),
  },
};
