import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@studyhall/shared';
import { loadPageRenderer, pageHtml, sendRenderedPage } from './server-pages';

/**
 * The scripts the built index.html carries inline (the theme script), each as the text between
 * its tags: the Content-Security-Policy allows exactly these. Data blocks (`type=
 * "application/json"`) are not scripts the browser runs.
 */
export function inlineScriptsOf(webDistDir: string | null): string[] {
  const indexFile = webDistDir && path.join(webDistDir, 'index.html');
  if (!indexFile || !existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => body!,
  );
}

/**
 * Serves the built web app: real files as they are, hashed assets cached for good, a public page
 * rendered with its content (http/server-pages.ts) and index.html for every other GET or HEAD,
 * so client-side routes survive a reload. API misses stay JSON 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  webServerDir: string | null,
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  const renderer = hasWebApp ? await loadPageRenderer(app, webServerDir) : null;
  const template = renderer ? readFileSync(indexFile, 'utf8') : '';
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each text file (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  /** The page rendered on the server, or `null` where index.html alone is sent. */
  async function rendered(request: FastifyRequest): Promise<string | null> {
    if (!renderer || request.method !== 'GET') return null;
    try {
      const page = await renderer.render(request.url);
      return page && pageHtml(template, page);
    } catch (error) {
      // The browser still draws the page from index.html, as it did before pages were rendered.
      request.log.error({ err: error }, 'rendering the page failed');
      return null;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/');
    if (!hasWebApp || !isPage) {
      return reply.status(404).send({ message: messages.generic.notFound });
    }
    const html = await rendered(request);
    if (html !== null) return sendRenderedPage(request, reply, html);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
