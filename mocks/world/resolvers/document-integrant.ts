import { said } from '../model/examples';
import { integrantDetail } from '../model/rules/document-integrant';
import { ok } from '../model/rules/product';
import { notFound, type Resolvers } from './resolver';

/** The consumer app's batch detail (tag `document`). Rules: docs/world/batch.md, "The consumer view of a batch". */
export const resolvers: Resolvers = {
  getIntegrantDetail: {
    reads: ['organizations', 'batches', 'products', 'transits', 'transfers'],
    writes: [],
    answer: ({ world, body }) => {
      const detail = integrantDetail(world, body.short_code, body.external_id_slug);
      return detail ? ok(said('getIntegrantDetail', 'integrantDetail'), detail) : notFound;
    },
  },
};
