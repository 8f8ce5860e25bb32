import { afterEach } from 'vitest';
import { takeBreaches } from '~mocks/world/answer';

// A world answer or request that broke the contract, or a resolver that touched what it does not declare, fails the
// unit test that made the call (as tests/setup.ts does for the DOM projects).
afterEach(() => {
  const breaches = takeBreaches();
  if (breaches.length > 0) throw new Error(`The mock world broke the contract: ${JSON.stringify(breaches, null, 2)}`);
});
