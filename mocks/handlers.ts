import type { RequestHandler } from 'msw';
import { replayHandler } from './replay/msw-handler';
import { worldControlHandlers } from './world/control';
import { worldHandler } from './world/dispatch';
import { publicPageHandlers } from './world/public-page';

/**
 * Every handler orval generated from the contract (the first named example of each success
 * response), for the portal and the third-party services. Overrides for a test go through
 * `server.use(...)` with the generated per-status handlers (`getLoginMockHandler401()`).
 * The replay handler goes first: it answers a call whose response is armed (mocks/replay/). The world
 * (mocks/world/) answers next, from its state, the calls it knows; the others fall through to their example.
 */
const modules = import.meta.glob<Record<string, unknown>>('../src/api/generated/**/*.msw.ts', { eager: true });

const generated: RequestHandler[] = Object.values(modules).flatMap((module) =>
  Object.entries(module)
    .filter(
      ([name, value]) => /^get\w+Mock$/.test(name) && !name.endsWith('ResponseMock') && typeof value === 'function',
    )
    .flatMap(([, factory]) => (factory as () => RequestHandler[])()),
);

export const handlers: RequestHandler[] = [
  replayHandler,
  worldHandler,
  ...worldControlHandlers,
  ...publicPageHandlers,
  ...generated,
];
