import type { Page } from '@playwright/test';
import { startScenario, type ScenarioName } from '../../test-support/scenarios';

/** This test's world (its cookie: fixtures.ts) becomes a fresh copy of a scenario, before the page opens anything. */
export function useScenario(page: Page, name: ScenarioName): Promise<void> {
  return startScenario(async (path, body) => {
    const response = await page.request.post(path, { data: body });
    return { status: response.status(), text: () => response.text() };
  }, name);
}
