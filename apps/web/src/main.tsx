import '@/lib/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { readPageState } from '@/app/page-state';
import { loadMatchedRoutes } from '@/app/router';
import { FALLBACK_LANGUAGE, applyLanguage, initialLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** Draws the app over index.html's static header (a page the server did not render). */
function render() {
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task; the static header stays on screen until it commits.
  startTransition(() => {
    createRoot(root!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

const language = initialLanguage();
const state = readPageState();
// The page's texts come first: each language is a small chunk of its own (lib/i18n.ts).
void applyLanguage(language).then(() => {
  if (state) hydrate(queryClient, state.queries);
  // The server renders its pages in English (entry-server.tsx): another language draws afresh,
  // with the answers the server sent.
  if (state && language === FALLBACK_LANGUAGE) {
    // A page the server rendered: the first render starts from the same answers and the same
    // route, its code loaded first, so it matches the HTML and takes it over as it is.
    loadMatchedRoutes(window.location.pathname).then(
      () =>
        startTransition(() => {
          hydrateRoot(
            root,
            <StrictMode>
              <App hydrationData={state.router} />
            </StrictMode>,
          );
        }),
      // The page's code did not arrive: drawn afresh, the router reports it as it does elsewhere.
      render,
    );
  } else {
    render();
  }
});
