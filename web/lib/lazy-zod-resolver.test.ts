import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ name: z.string().min(1, 'Requerido') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const failingOnce = () =>
  vi
    .fn<() => Promise<typeof schema>>()
    .mockRejectedValueOnce(new Error('Error de Red'))
    .mockResolvedValue(schema);

describe('lazyZodResolver', () => {
  it('loads the schema once, however many checks and preloads ask for it', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const check = lazyZodResolver(load);
    check.preload();
    await check.resolver({ name: '' }, undefined, options);
    await check.resolver({ name: 'Ana' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again at the next check', async () => {
    const load = failingOnce();
    const check = lazyZodResolver(load);
    await expect(check.resolver({ name: '' }, undefined, options)).rejects.toThrow('Error de Red');
    const result = await check.resolver({ name: '' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.errors.name?.message).toBe('Requerido');
  });

  it('lets a failed preload pass quietly, and the next check loads again', async () => {
    const load = failingOnce();
    const check = lazyZodResolver(load);
    check.preload();
    // The failure settles: an unhandled rejection here would fail the test run.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const result = await check.resolver({ name: 'Ana' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.errors).toEqual({});
  });
});
