import { describe, expect, it, vi } from 'vitest';
import { loadOnce, settled } from '@/lib/load-once';

// src/lib/load-once.ts: a chunk a route's loader and its screen share.
describe('loadOnce', () => {
  it('fetches once whoever asks, and has the module at hand once it came', async () => {
    const load = vi.fn(() => Promise.resolve({ draw: 'qr' }));
    const chunk = loadOnce(load);
    expect(chunk.loaded()).toBeNull();
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    expect(chunk.loaded()).toBe(a);
  });

  it('forgets a failed fetch: the next ask tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const chunk = loadOnce(load);
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeNull();
    await expect(chunk.load()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("settles a loader's call without throwing, whether it answered or failed", async () => {
    await expect(settled(Promise.resolve('answer'))).resolves.toBeUndefined();
    await expect(settled(Promise.reject(new Error('500')))).resolves.toBeUndefined();
  });
});
