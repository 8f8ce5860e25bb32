import { seedWorld } from '../world';
import type { Scenario } from './index';

// TODO(issue 49): the scenario's own records; until then the example world.
export const atTheLimits: Scenario = {
  name: 'at-the-limits',
  summary: 'not built yet',
  build: seedWorld,
};
