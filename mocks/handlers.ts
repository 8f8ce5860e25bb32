import type { RequestHandler } from 'msw';

/**
 * Every handler orval generated from the contract (the first named example of each success
 * response), for the portal and the third-party services. Overrides for a test go through
 * `server.use(...)` with the generated per-status handlers (`getLoginMockHandler401()`).
 */
const modules = import.meta.glob<Record<string, unknown>>('../src/api/generated/**/*.msw.ts', { eager: true });

export const handlers: RequestHandler[] = Object.values(modules).flatMap((module) =>
  Object.entries(module)
    .filter(([name, value]) => /^get\w+Mock$/.test(name) && !name.endsWith('ResponseMock') && typeof value === 'function')
    .flatMap(([, factory]) => (factory as () => RequestHandler[])()),
);
