import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

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
  let ready: Promise<Resolver<T>> | undefined;
  const resolverReady = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<T>,
      (error: unknown) => {
        // A load cut by the network is tried again at the next check, not remembered as failed.
        ready = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<T> = async (values, context, options) =>
    (await resolverReady())(values, context, options);
  // A failed early load says nothing: the check that needs it loads again and reports.
  return { resolver, preload: () => void resolverReady().catch(() => undefined) };
}
