/**
 * The contract between the server and each app's server-side renderer (web/user/entry-server.tsx
 * and web/admin/entry-server.tsx, built to dist/web/{user,admin}-ssr): the server loads the
 * built module and calls its `renderPage` for a navigation (docs/decisions/server-rendering.md).
 */

/** The `<script type="application/json">` after #root holding the rendered page's `state`. */
export const SERVER_STATE_ID = 'estado-inicial';

/** One of the app's GET calls, answered in-process with the navigation's credentials. */
export type PageRead = (path: string) => Promise<{ status: number; body: string }>;

export interface PageRenderRequest {
  /** The requested path and query, e.g. '/qr/0xabc' or '/withdraw-success?orden=…'. */
  url: string;
  /** The navigation's User-Agent header (the install gate picks its platform tab from it). */
  userAgent: string;
  read: PageRead;
}

export type PageRenderResult =
  /** `html` goes inside #root; `state` (JSON) is the query cache the browser starts from. */
  | { kind: 'page'; html: string; state: string }
  /** The screen sends this visitor elsewhere (e.g. a signed-in screen without a session). */
  | { kind: 'redirect'; location: string };

export type RenderPage = (request: PageRenderRequest) => Promise<PageRenderResult>;
