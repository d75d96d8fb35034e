import '@/lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { applyLanguage, initialLanguage } from '@/lib/i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread in one long task; the static shell stays on screen until it commits.
// The page's language comes first: its texts are a small chunk of their own (lib/i18n.ts).
void applyLanguage(initialLanguage()).then(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
