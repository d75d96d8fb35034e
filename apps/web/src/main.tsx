/*
 * The app's start, imported by entry.ts once the page is painted: the page's texts, then the
 * first render, which takes over the server's HTML where there is one.
 */
import '@/lib/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { readPageState } from '@/app/page-state';
import { createRouter, loadMatchedRoutes } from '@/app/router';
import { FALLBACK_LANGUAGE, applyLanguage, initialLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * Ends the current task. Each step of the start is a task of its own, so that on a slow phone a
 * tap on the page waits for one step at most, not for the whole start.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Draws the app over index.html's static header (a page the server did not render). */
function render() {
  const router = createRouter();
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task; the static header stays on screen until it commits.
  startTransition(() => {
    createRoot(root!).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

async function start() {
  // The framework and the app have just been evaluated, in this task.
  await nextTask();
  const language = initialLanguage();
  const state = readPageState();
  // The page's texts come first: each language is a small chunk of its own (lib/i18n.ts).
  await applyLanguage(language);
  await nextTask();
  if (state) hydrate(queryClient, state.queries);
  // The server renders its pages in English (entry-server.tsx): another language draws afresh,
  // with the answers the server sent.
  if (!state || language !== FALLBACK_LANGUAGE) {
    render();
    return;
  }
  // A page the server rendered: the first render starts from the same answers and the same
  // route, its code loaded first, so it matches the HTML and takes it over as it is.
  try {
    await loadMatchedRoutes(window.location.pathname);
  } catch {
    // The page's code did not arrive: drawn afresh, the router reports it as it does elsewhere.
    render();
    return;
  }
  await nextTask();
  // Made before the render, in a task of its own: it matches the address against the whole route
  // table and reads the session's history, which inside the render made one of its longest tasks.
  const router = createRouter(state.router);
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      root!,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

void start();
