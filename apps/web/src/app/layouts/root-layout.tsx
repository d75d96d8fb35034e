import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Navbar } from './navbar';
import { PageScrollRestoration } from './scroll-restoration';
import { t } from '@/lib/i18n';

// Below a main area at least a screen tall, the footer is never on the first screen: it loads
// beside the page instead of before it (docs/performance.md#web-budget).
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t('shell.skipToContent')}
      </a>
      <Navbar />
      {/* At least a screen tall, so the footer never starts in view and jumps as data arrives. */}
      <main id="main" className="min-h-screen flex-1">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <PageScrollRestoration />
    </div>
  );
}
