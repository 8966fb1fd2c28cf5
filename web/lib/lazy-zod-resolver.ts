import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { lazyLoad } from './lazy-load';

export interface LazyZodCheck<T extends FieldValues> {
  resolver: Resolver<T>;
  preload: () => void;
}

/**
 * A react-hook-form resolver whose zod schema, and zod itself, load with the form's first check
 * instead of with the screen: evaluating them was the longest task of the screens that show a
 * form (docs/decisions/web-speed.md#less-code-first). `preload` starts the load early — call it
 * when the form gets focus, so the first check rarely waits for it.
 */
export function lazyZodResolver<T extends FieldValues>(
  load: () => Promise<ZodType<T, FieldValues>>,
): LazyZodCheck<T> {
  const check = lazyLoad(() =>
    Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<T>,
    ),
  );
  const resolver: Resolver<T> = async (values, context, options) =>
    (await check.get())(values, context, options);
  return { resolver, preload: check.preload };
}
