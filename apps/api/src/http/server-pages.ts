import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PAGE_STATE_ID,
  type PageRenderer,
  type PageRendererOptions,
  type ReadApi,
  type RenderedPage,
} from '@studyhall/shared';

/*
 * Public pages rendered on the server (docs/decisions/014-first-paint.md): the web build's server
 * entry draws the page with the data it shows, and it goes into index.html in place of the static
 * header, so the browser paints it before any script has run.
 */

const SERVER_ENTRY = 'entry-server.js';
// With the white space around them: React hydrates #root's children, and a text node before the
// page would differ from the first element it draws.
const PAGE_MARKERS = /\s*<!--page-->[\s\S]*<!--\/page-->\s*/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The web build's renderer from `serverDir` (its server output, `webServerDir` in paths.ts),
 * reading the API through its own routes in process; `null` where there is none (a build without it, tests), and every page
 * is then index.html as it is.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  serverDir: string | null,
): Promise<PageRenderer | null> {
  const entry = serverDir && path.join(serverDir, SERVER_ENTRY);
  if (!entry || !existsSync(entry)) return null;
  const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: (options: PageRendererOptions) => PageRenderer;
  };
  return createPageRenderer({ origin: app.config.publicUrl, readApi: readApiOf(app) });
}

/**
 * A GET of the API as a visitor who is not signed in would make it, through every hook and route
 * (access, validation, kept answers), without leaving the process.
 */
function readApiOf(app: FastifyInstance): ReadApi {
  return async (url) => {
    if (!url.startsWith('/api/')) throw new Error(`the page read ${url}, outside the API`);
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : `${value}`);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/** index.html with `page` between its markers and the state its hydration starts from. */
export function pageHtml(template: string, page: RenderedPage): string {
  // An index.html of an older build has no markers: its static header is sent as it is.
  if (!PAGE_MARKERS.test(template)) throw new Error('index.html has no <!--page--> markers');
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${page.state}</script>`;
  // Functions, so no `$&` or `$1` the page may contain is read as a replacement pattern.
  return template
    .replace(PAGE_MARKERS, () => page.html)
    .replace('</body>', () => `${state}</body>`);
}

/** The encoding to send: brotli or gzip when the browser takes it (q=0 refuses), else none. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = new Set(
    `${request.headers['accept-encoding'] ?? ''}`
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/**
 * Sends a rendered page. It shows the data as it stands now, so a browser or proxy may keep it
 * only to ask again each time (`no-cache`), and the encoding it was sent in names what it varies
 * by. Compressed here, quickly rather than smallest: the build's index.html is brotli at its
 * highest quality, which costs far too long to pay on each request.
 */
export async function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<FastifyReply> {
  const encoding = encodingFor(request);
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === 'gzip'
        ? await gzipped(html)
        : html;
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8')
    .send(body);
}
