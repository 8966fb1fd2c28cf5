// Starts the user app on a page the server rendered, once the browser has painted it: the
// screen is readable before any of the app's code loads, then the code (preloaded from here,
// not from the HTML, so none of it competes with the page) hydrates it.
// server/plugins/user-shell.ts writes this script's tag; docs/decisions/server-rendering.md.
(() => {
  // Amounts that do not fit their box step down in size before the page is first painted, as
  // web/lib/use-fit-text.ts does once the app runs (docs/decisions/amounts-and-screen-states.md).
  for (const amount of document.querySelectorAll('[data-amount]')) {
    let size = parseFloat(getComputedStyle(amount).fontSize);
    while (amount.scrollWidth > amount.clientWidth + 0.5 && size > 12) {
      size -= 1;
      amount.style.fontSize = `${size}px`;
    }
  }
  const { entry, modules } = document.currentScript.dataset;
  let started = false;
  const pending = modules ? modules.split(' ') : [];
  // A link costs the main thread about a millisecond, now and then 20 ms or more: one link per
  // task, so one slow link does not make a long task of its neighbours. A posted task is not
  // clamped to 4 ms as a chain of timeouts is (docs/decisions/web-speed.md#one-file-per-task).
  const nextTask =
    window.scheduler && scheduler.postTask
      ? (callback) => scheduler.postTask(callback, { priority: 'user-visible' })
      : (callback) => setTimeout(callback);
  function preloadThenImport() {
    const href = pending.shift();
    if (href === undefined) {
      import(entry);
      return;
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    nextTask(preloadThenImport);
  }
  function start() {
    if (started) return;
    started = true;
    preloadThenImport();
  }
  // Once the browser says it has painted the page's first content: a frame's callback, or a task
  // after it, can still run before that paint is shown, and code fetched then competes with it.
  const paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (paints && paints.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
  // A tab opened in the background paints nothing until shown: start anyway.
  setTimeout(start, 1000);
})();
