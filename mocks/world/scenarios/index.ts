import type { World } from '../model/world';
import { example } from './example';
import { newOrganization } from './new-organization';
import { atTheLimits } from './at-the-limits';
import { freeTrialEnding } from './free-trial-ending';
import { allSubscriptions } from './all-subscriptions';
import { gates } from './gates';
import { largeOrganization } from './large-organization';

/**
 * The world's named scenarios: each a deterministic seed of the world, valid against the contract like the example
 * world, chosen by link (`?world=scenario:<name>`), from the World tab, by `npm start -- --scenario <name>`, and in
 * tests (test-support/scenarios.ts). The sign-in answer comes from the world, so the header, the gates and the
 * dashboards agree with the data; a scenario's own individuals sign in by their emails (the World tab lists them).
 */
export interface Scenario {
  readonly name: string;
  /** One line: what the scenario shows (the World tab and the docs say it). */
  readonly summary: string;
  /** A fresh world of the scenario (deterministic: the same records every time). */
  readonly build: () => World;
}

export const SCENARIOS: readonly Scenario[] = [
  example,
  newOrganization,
  atTheLimits,
  freeTrialEnding,
  allSubscriptions,
  gates,
  largeOrganization,
];

export const DEFAULT_SCENARIO = 'example';

export function isScenario(name: string): boolean {
  return SCENARIOS.some((s) => s.name === name);
}

export function buildScenario(name: string): World {
  const scenario = SCENARIOS.find((s) => s.name === name);
  if (!scenario) throw new Error(`[world] no scenario '${name}'`);
  return scenario.build();
}
