/**
 * Runs `work` once the page has loaded and the browser is idle, at the latest `timeout` ms after
 * the load: for work no screen waits on, which would otherwise compete with the first screen's
 * start for a slow phone's cores (docs/decisions/web-speed.md#the-service-worker-waits-for-the-screen).
 */
export function whenSettled(work: () => void, timeout = 5000) {
  const idle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => work(), { timeout });
    else setTimeout(work, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
