import { describe, expect, it, vi } from 'vitest';
import { lazyLoad } from './lazy-load';

/** A load the network cuts once, then answers. */
const failingOnce = () =>
  vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('Error de Red'))
    .mockResolvedValue('cargado');

describe('lazyLoad', () => {
  it('loads once, however many uses and preloads ask for it', async () => {
    const load = vi.fn(() => Promise.resolve({ checks: 'cargados' }));
    const module = lazyLoad(load);
    module.preload();
    expect(await module.get()).toEqual({ checks: 'cargados' });
    expect(await module.tryGet()).toEqual({ checks: 'cargados' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers undefined to tryGet when the load fails, and loads again at the next use', async () => {
    const load = failingOnce();
    const module = lazyLoad(load);
    expect(await module.tryGet()).toBeUndefined();
    expect(await module.get()).toBe('cargado');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a failed preload pass quietly', async () => {
    const load = failingOnce();
    const module = lazyLoad(load);
    module.preload();
    // The failure settles: an unhandled rejection here would fail the test run.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(module.get()).resolves.toBe('cargado');
  });
});
