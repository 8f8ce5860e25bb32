import { afterEach, describe, expect, it } from 'vitest';
import { withEnv } from '../../vite/with-env.mjs';

// vite/with-env.mjs: the environment of one build (the first-visit probe, the benches' builds), put back after it.
describe('withEnv', () => {
  afterEach(() => {
    delete process.env.PORTAL_TEST_A;
    delete process.env.PORTAL_TEST_B;
  });

  it('sets the variables while the build runs and puts back what was there', async () => {
    process.env.PORTAL_TEST_A = 'before';
    const seen = await withEnv({ PORTAL_TEST_A: 'on', PORTAL_TEST_B: 'off' }, async () => [
      process.env.PORTAL_TEST_A,
      process.env.PORTAL_TEST_B,
    ]);
    expect(seen).toEqual(['on', 'off']);
    expect(process.env.PORTAL_TEST_A).toBe('before');
    expect('PORTAL_TEST_B' in process.env).toBe(false);
  });

  it('leaves a variable given as undefined as it is', async () => {
    process.env.PORTAL_TEST_A = 'kept';
    const seen = await withEnv({ PORTAL_TEST_A: undefined }, async () => process.env.PORTAL_TEST_A);
    expect(seen).toBe('kept');
    expect(process.env.PORTAL_TEST_A).toBe('kept');
  });

  it('puts the environment back when the build fails', async () => {
    await expect(
      withEnv({ PORTAL_TEST_B: 'on' }, async () => {
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    expect('PORTAL_TEST_B' in process.env).toBe(false);
  });
});
