/**
 * A module (or anything) loaded at its first use and kept, for code a screen needs only once a
 * person acts (docs/decisions/web-speed.md#less-code-first). A load cut by the network is tried
 * again at the next use instead of being remembered as failed. `tryGet` answers undefined when
 * the load fails (the caller says so in its own words); `preload` starts it early (on a field's
 * focus, say) and says nothing when it fails: the use that needs it loads again and reports.
 */
export function lazyLoad<T>(load: () => Promise<T>) {
  let ready: Promise<T> | undefined;
  const get = () =>
    (ready ??= load().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  const tryGet = () => get().catch(() => undefined);
  return { get, tryGet, preload: () => void tryGet() };
}
