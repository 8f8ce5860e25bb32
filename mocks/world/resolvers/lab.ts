import { said } from '../model/examples';
import { addLab, labForm } from '../model/rules/lab';
import { bodyFailure, filesOf, keepFile, type Resolvers } from './resolver';

/** The portal's testing labs (tag `lab`). Rules: docs/world/lab.md. */
export const resolvers: Resolvers = {
  listTestingLabs: {
    reads: ['testingLabs'],
    writes: [],
    answer: ({ world }) => ({
      body: { status: '1', message: said('listTestingLabs', 'testingLabs'), data: world.testingLabs.all() },
    }),
  },
  createTestingLab: {
    reads: [],
    writes: ['testingLabs', 'files'],
    answer: async (call) => {
      const form = call.body as unknown as Record<string, unknown>;
      const sent = labForm(form.name, filesOf(form.file)[0]);
      if ('refused' in sent) return { ...bodyFailure, message: sent.refused };
      if ('tooLarge' in sent) return { status: 413, example: 'logoTooLarge' };
      const logo = (await keepFile(call, sent.logo))!.url;
      const lab = addLab(call.world, sent.name, logo);
      return { body: { status: '1', message: said('createTestingLab', 'testingLabCreated'), data: lab } };
    },
  },
};
