import type { Locator } from '@playwright/test';

/** Waits until the element's transitions and animations (a drawer sliding in) have finished: no fixed sleep. */
export async function motionDone(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(
      (element.ownerDocument.getAnimations?.() ?? []).filter((a) => a.playState === 'running').map((a) => a.finished),
    ),
  );
}
