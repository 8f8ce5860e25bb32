import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The MSW server of the Vitest suite: the generated handlers, one per documented call. */
export const server = setupServer(...handlers);
