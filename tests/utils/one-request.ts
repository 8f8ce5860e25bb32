import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect } from 'vitest';
import { server } from '~mocks/node';

/**
 * One request per action, the Vitest way (e2e/specs/one-request.spec.ts does it in Chromium for the identity screens):
 * a mutating action activated twice while its call is under way sends the call once. The call is held until the test
 * has activated twice, so that the second activation comes while the first is in flight, as on a slow network.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Holds every call to `method path` until `release()`, then answers each with `answer()`; counts them. */
export function holdCalls(method: Method, path: string, answer: () => JsonBodyType | Response) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const calls: Request[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      calls.push(request.clone());
      await released;
      const body = answer();
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return { calls, release: () => release(), count: () => calls.length };
}

/** The ways a person activates an action twice. */
export type Twice = 'double click' | 'two clicks in one task' | 'Enter twice' | 'Space twice';

/** A button or a form: Enter activates it. */
export const TWICE: readonly Twice[] = ['double click', 'two clicks in one task', 'Enter twice'];

/** A switch or a checkbox: Space toggles it, Enter does not. */
export const TOGGLE_TWICE: readonly Twice[] = ['double click', 'two clicks in one task', 'Space twice'];

/**
 * Activates `target` twice in the given way: a double click (user-event), two clicks dispatched in one task before
 * React has re-rendered (the case a `disabled={isPending}` guard misses), or Enter (Space for a switch or a checkbox)
 * pressed twice on `enterOn` (the target by default: a button, or a field of the form).
 */
export async function activateTwice(user: UserEvent, how: Twice, target: HTMLElement, enterOn: HTMLElement = target) {
  if (how === 'double click') return user.dblClick(target);
  if (how === 'two clicks in one task') {
    // Native clicks, one after the other in this task: React has not re-rendered in between.
    target.click();
    target.click();
    return;
  }
  enterOn.focus();
  return user.keyboard(how === 'Space twice' ? '[Space][Space]' : '{Enter}{Enter}');
}

/**
 * The row of one action: activates it twice while its call is held, checks that one call went out, releases the call
 * and waits for `done` (what shows once the action is over).
 */
export async function expectOneRequest(options: {
  readonly user: UserEvent;
  readonly how: Twice;
  readonly method: Method;
  readonly path: string;
  readonly answer: () => JsonBodyType | Response;
  readonly target: () => HTMLElement | Promise<HTMLElement>;
  readonly enterOn?: () => HTMLElement | Promise<HTMLElement>;
  readonly done: () => unknown;
}) {
  const held = holdCalls(options.method, options.path, options.answer);
  const target = await options.target();
  await activateTwice(options.user, options.how, target, options.enterOn ? await options.enterOn() : target);
  await waitFor(() => expect(held.count()).toBeGreaterThan(0));
  // A second call would have left by now: both activations were handled before the first call was answered.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(held.count(), `${options.how} on ${options.method.toUpperCase()} ${options.path}`).toBe(1);
  held.release();
  await waitFor(() => options.done());
  return held.calls[0]!;
}
