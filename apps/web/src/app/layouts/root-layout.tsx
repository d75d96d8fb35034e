import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        Skip to content
      </a>
      <Navbar />
      {/* At least a screen tall, so the footer never starts in view and jumps as data arrives. */}
      <main id="main" className="min-h-screen flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
