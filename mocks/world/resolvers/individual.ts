import { said } from '../model/examples';
import { editIndividual, profileOf } from '../model/rules/individual';
import { bodyFailure, notFound, type Resolvers } from './resolver';

/** The individual's profile and roles (tag `individual`). Rules: docs/world/individual.md. */
export const resolvers: Resolvers = {
  getIndividual: {
    reads: ['individuals'],
    writes: [],
    answer: ({ world, params }) => {
      const individual = world.individuals.get(params.id);
      if (!individual) return notFound;
      return {
        body: { status: '1', message: said('getIndividual', 'individualProfile'), data: profileOf(individual) },
      };
    },
  },
  editIndividual: {
    reads: [],
    writes: ['individuals', 'organizations'],
    answer: ({ world, body }) => {
      const edited = editIndividual(world, body);
      if ('refused' in edited) return { ...bodyFailure, message: edited.refused };
      if ('taken' in edited) return { status: 200, example: 'editRejected' };
      return { body: { status: '1', message: said('editIndividual', 'profileUpdated'), data: edited.profile } };
    },
  },
  getIndividualRoles: {
    reads: ['individuals'],
    writes: [],
    answer: ({ world, params }) => {
      const individual = world.individuals.get(params.id);
      if (!individual) return notFound;
      return {
        body: {
          status: '1',
          message: said('getIndividualRoles', 'individualRoles'),
          data: { individual_id: individual.id, roles: [...(individual.roles ?? [])] },
        },
      };
    },
  },
};
