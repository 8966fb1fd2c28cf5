import '@/styles/globals.css';

/*
 * Starting the app is two long pieces of work for a slow phone's processor: evaluating React,
 * then the app and its first render. Each gets a task of its own, so the page stays responsive
 * between them. Their chunks are preloaded with the screen's (scripts/vite-manifest.ts), so
 * nothing waits on the network here (docs/decisions/web-speed.md).
 */
await import('./react-runtime');
await new Promise((resolve) => setTimeout(resolve, 0));
const { startApp } = await import('./start-app');
await startApp();
