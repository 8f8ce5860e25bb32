import { said } from '../model/examples';
import { readCoa, substancesInFile } from '../model/rules/document';
import { bodyFailure, filesOf, type Resolvers } from './resolver';

/** Document AI: the COA read and the forbidden-substance test (tag `document`). Rules: docs/world/document.md. */
export const resolvers: Resolvers = {
  readDocument: {
    reads: ['files'],
    writes: [],
    answer: async ({ world, body }) => {
      const read = await readCoa(world, body.url);
      if (!read) return { status: 200, example: 'coaUnreadable' };
      if ('example' in read) return { status: 200, example: read.example };
      return { body: { status: '1', message: said('readDocument', 'coaOmega3'), data: { pages: read.pages } } };
    },
  },
  findForbiddenSubstances: {
    reads: [],
    writes: [],
    answer: async ({ body }) => {
      const [file] = filesOf((body as unknown as Record<string, unknown>).file);
      if (!file) return { status: 400, example: 'forbiddenMissingFile' };
      const name = file.name || 'file';
      const substances = await substancesInFile(file);
      if (!substances)
        return {
          ...bodyFailure,
          message: `No text could be read in ${name}: the mock world reads the text of a PDF or a text file, not a picture or a scan.`,
        };
      const data = { file_name: name, substances };
      return { body: { status: '1', message: said('findForbiddenSubstances', 'forbiddenFound'), data } };
    },
  },
};
