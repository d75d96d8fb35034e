import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageScrollRestoration } from './scroll-restoration';

/** Login and register: the form beside a self-hosted illustration (hidden on small screens). */
export function AuthLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main id="main" className="min-h-screen flex-1">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 lg:grid-cols-2">
          <div className="w-full">
            <Outlet />
          </div>
          <img
            src="/images/auth-side.svg"
            alt=""
            width={480}
            height={400}
            loading="lazy"
            decoding="async"
            className="hidden w-full max-w-lg justify-self-center lg:block"
          />
        </div>
      </main>
      <Footer />
      <PageScrollRestoration />
    </div>
  );
}
