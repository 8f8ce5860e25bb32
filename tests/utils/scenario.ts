import { getResponse } from 'msw';
import { worldControlHandlers } from '~mocks/world/control';
import { startScenario, type ScenarioName } from '../../test-support/scenarios';

/** The test's world (the default one) becomes a fresh copy of a scenario, through the world's own call. */
export function useScenario(name: ScenarioName, world?: string): Promise<void> {
  return startScenario(async (path, body) => {
    const headers = new Headers({ 'content-type': 'application/json' });
    if (world) headers.set('cookie', `portal-world=${encodeURIComponent(world)}`);
    const request = new Request(`http://portal.test${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const response = (await getResponse(worldControlHandlers, request)) ?? new Response(null, { status: 404 });
    return { status: response.status, text: () => response.text() };
  }, name);
}
