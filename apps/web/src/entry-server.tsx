/*
 * The server's way into the app (docs/decisions/014-first-paint.md): apps/web/vite.server.config.ts
 * builds this module on its own and apps/api/src/http/web-app.ts loads it,
 * so a public page arrives as HTML that already shows its content, and main.tsx hydrates it.
 */
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type DataRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { PageRenderer, PageRendererOptions } from '@studyhall/shared';
import { serializePageState } from '@/app/page-state';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { isServerRendered } from '@/app/server-rendered';
import { setTransport } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { applyLanguage, FALLBACK_LANGUAGE } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { setServerOrigin } from '@/lib/site-origin';

/**
 * Renders, then answers the reads that render asked for, up to this many times: a tutor's page
 * asks for the tutor first and for their sessions once it has them.
 */
const MAX_PASSES = 4;

/**
 * A read the server answers for everyone alike. The page is rendered for a visitor not signed
 * in, whoever asks: the signed-in corner (and anything else of the account) is the browser's to
 * fetch, so the same HTML serves every caller and hydrates without a difference.
 */
const isPublicRead = (query: Query) => query.queryKey[0] !== authKeys.all[0];

const askedNotRead = (query: Query) =>
  query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isPublicRead(query);

async function toHtml(app: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // Waits for every lazy part of the page (the footer), unlike renderToString's fallbacks.
  const { prelude } = await prerenderToNodeStream(app, {
    // Every part in place: a large one is otherwise sent apart, with an inline script to put it
    // there, which the Content-Security-Policy refuses (no 'unsafe-inline' for scripts).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // A part that failed would be left for the browser to draw: the caller sends no half page.
  if (errors.length) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

function page(client: QueryClient, router: DataRouter, context: StaticHandlerContext) {
  return (
    <StrictMode>
      <AppProviders client={client}>
        {/* No inline script (the Content-Security-Policy refuses them): the state goes as JSON. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
}

export function createPageRenderer({ origin, readApi }: PageRendererOptions): PageRenderer {
  setServerOrigin(origin);
  // Every read goes through the API's own routes, as a visitor's would (access, validation, the
  // kept answers), but in process: GETs only, without the caller's cookie.
  setTransport((url) => readApi(url));
  const handler = createStaticHandler(routes);

  return {
    async render(url) {
      // The same HTML serves every caller, in the default language; the browser redraws a page
      // in another (main.tsx).
      await applyLanguage(FALLBACK_LANGUAGE);
      const address = new URL(url, origin);
      if (!isServerRendered(address.pathname)) return null;
      const context = await handler.query(new Request(address));
      // A redirect or a route that failed to load: the browser draws the page, as before.
      if (context instanceof Response || context.errors) return null;
      const client = createQueryClient();
      const app = page(client, createStaticRouter(handler.dataRoutes, context), context);

      let html = await toHtml(app);
      for (let pass = 1; pass < MAX_PASSES; pass++) {
        const asked = client.getQueryCache().findAll({ predicate: askedNotRead });
        if (!asked.length) break;
        // A read that fails is left out of the state: the browser asks again, and reports it.
        await Promise.all(
          asked.map((query) =>
            client.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false }),
          ),
        );
        html = await toHtml(app);
      }
      const state = serializePageState({
        router: {
          loaderData: context.loaderData,
          actionData: context.actionData,
          errors: context.errors,
        },
        queries: dehydrate(client),
      });
      return { html, state };
    },
  };
}
