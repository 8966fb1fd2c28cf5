import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './when-settled';

/** The browser's idle callbacks, held until the test runs them. */
function stubIdleCallbacks() {
  const pending: { run: () => void; timeout?: number }[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
    pending.push({ run, timeout: options?.timeout });
    return pending.length;
  });
  return pending;
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setReadyState('complete');
});

describe('whenSettled', () => {
  it('waits for the load, then for the browser to be idle, and runs once', () => {
    setReadyState('loading');
    const idle = stubIdleCallbacks();
    const work = vi.fn();
    whenSettled(work);
    expect(idle).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(5000);
    expect(work).not.toHaveBeenCalled();

    idle[0]!.run();
    window.dispatchEvent(new Event('load'));
    expect(work).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(1);
  });

  it('on a page already loaded, waits only for the browser to be idle', () => {
    setReadyState('complete');
    const idle = stubIdleCallbacks();
    const work = vi.fn();
    whenSettled(work, 2000);
    expect(idle).toEqual([expect.objectContaining({ timeout: 2000 })]);
    expect(work).not.toHaveBeenCalled();
    idle[0]!.run();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
