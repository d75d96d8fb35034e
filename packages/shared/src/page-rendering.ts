/*
 * What the API and the web app agree on to paint public pages before any script runs
 * (docs/decisions/014-first-paint.md): the web build's server entry (apps/web/src/entry-server.tsx)
 * renders a page, and the API (apps/api/src/http/web-app.ts) puts it into index.html and sends it.
 */

/** A GET of the API from inside the server, as `fetch` would answer it in a browser. */
export type ReadApi = (url: string) => Promise<Response>;

export interface RenderedPage {
  /** The page's markup, to go inside `<div id="root">`. */
  html: string;
  /** What the browser's first render must start from to hydrate it: JSON, safe inside `<script>`. */
  state: string;
}

export interface PageRenderer {
  /** The page at `url` (path and query); `null` for one that is not rendered on the server. */
  render(url: string): Promise<RenderedPage | null>;
}

export interface PageRendererOptions {
  /** The site's public origin (PUBLIC_URL): links the page builds from it match the browser's. */
  origin: string;
  readApi: ReadApi;
}

/** The id of the `<script type="application/json">` holding `RenderedPage.state`. */
export const PAGE_STATE_ID = 'page-state';
