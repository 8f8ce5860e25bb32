import { seedWorld } from '../model/world';
import type { Scenario } from './index';

/** The example world: Verdant Labs, its products, batches, locations, people and documents, from the contract's examples. */
export const example: Scenario = {
  name: 'example',
  summary: 'Verdant Labs as the contract’s examples describe it: products, batches, locations, people, documents.',
  build: seedWorld,
};
