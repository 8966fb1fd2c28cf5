/**
 * What the app reads from the browser it runs in. When the server renders a page
 * (web/user/entry-server.tsx), it replaces these with the navigation's own: its calls are
 * answered in-process and its User-Agent header stands for `navigator.userAgent`.
 */
export interface PageEnvironment {
  fetch: typeof fetch;
  userAgent(): string;
}

let environment: PageEnvironment = {
  fetch: (input, init) => fetch(input, init),
  userAgent: () => navigator.userAgent,
};

export const pageEnvironment = (): PageEnvironment => environment;

export function setPageEnvironment(replacement: PageEnvironment) {
  environment = replacement;
}
