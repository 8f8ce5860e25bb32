import { afterEach, beforeEach } from 'vitest';

const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;

/**
 * For the tests of a describe block: every `role="listitem"` is `height` px high by its offsetHeight (jsdom lays out
 * nothing, so every element is 0 px), the rest 0; put back after each test.
 */
export function listItemsHigh(height: number) {
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'listitem' ? height : 0;
      },
    });
  });
  afterEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  });
}
