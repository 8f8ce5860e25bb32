import { page } from '../model/table';
import type { Resolvers } from './resolver';

/** The consumers connected to the producer (tag `connection`). Rules: docs/world/connection.md. */
export const resolvers: Resolvers = {
  listMyConnections: {
    reads: ['connections'],
    writes: [],
    answer: ({ world, body }) => ({
      body: {
        status: '1',
        message: 'Connections fetched successfully',
        data: page(world.connections.all(), body.offset, body.limit),
      },
    }),
  },
};
