/**
 * The world's scenarios in tests (mocks/world/scenarios/): one way to start one for both runners. `startScenario` is
 * the world's own call (`POST /__world/scenario`), which e2e sends through the page's context (its world cookie) and
 * Vitest answers in process with the same MSW handlers, in the test's default world.
 */
export const SCENARIO_NAMES = [
  'example',
  'new-organization',
  'at-the-limits',
  'free-trial-ending',
  'all-subscriptions',
  'gates',
  'large-organization',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/** What a client sends to start a scenario in its world. */
export const scenarioRequest = (name: ScenarioName) =>
  ({ method: 'POST', path: '/__world/scenario', body: { name } }) as const;

/** Anything that can send a JSON request and read its status (a Playwright APIRequestContext, a fetch wrapper). */
export type PostJson = (path: string, body: unknown) => Promise<{ status: number; text: () => Promise<string> }>;

/** Starts a scenario in the caller's world; throws with the world's answer when it refuses. */
export async function startScenario(post: PostJson, name: ScenarioName): Promise<void> {
  const { path, body } = scenarioRequest(name);
  const answer = await post(path, body);
  if (answer.status !== 200)
    throw new Error(`scenario ${name}: the world answered ${answer.status} ${await answer.text()}`);
}
