import { seedWorld } from '../world';
import type { Scenario } from './index';

// TODO(issue 49): the scenario's own records; until then the example world.
export const gates: Scenario = {
  name: 'gates',
  summary: 'not built yet',
  build: seedWorld,
};
