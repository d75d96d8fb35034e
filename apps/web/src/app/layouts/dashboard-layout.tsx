import { type RefObject, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { LoadingDashboard } from '@/features/dashboard/components/loading-dashboard';
import { menuLinks } from '@/features/dashboard/dashboard-links';
import { useRole } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { useDismiss } from '@/lib/use-dismiss';
import { Logo } from './logo';
import { PageScrollRestoration } from './scroll-restoration';
import { ThemeSwitch } from './theme-switch';
import { UserMenu } from './user-menu';
import { t } from '@/lib/i18n';

const itemClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'menu-active' : '');

/**
 * While the menu is open on a small screen: the focus goes into it (its current page's link, or
 * its first), and Escape, a press or focus outside it closes it, Escape with the focus back on
 * the Menu button.
 */
function OpenDrawer({
  drawer,
  button,
  onClose,
}: {
  drawer: RefObject<HTMLElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  useDismiss(drawer, button, onClose);
  useEffect(() => {
    const links = drawer.current?.querySelectorAll<HTMLAnchorElement>('nav a');
    const current = [...(links ?? [])].find((link) => link.getAttribute('aria-current'));
    (current ?? links?.[0])?.focus();
  }, [drawer]);
  return null;
}

/** Side menu by role; on small screens it slides in from a Menu button and closes on navigation. */
export function DashboardLayout() {
  const { role, user, isPending } = useRole();
  const { pathname } = useLocation();
  // The menu stays open only on the page where it was opened, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const drawer = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  if (isPending || !role || !user) return <LoadingDashboard />;

  return (
    <div className="dashboard-surface min-h-screen lg:flex">
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-base-200 bg-base-100 px-4 py-2 lg:hidden">
        <Logo />
        <button
          ref={menuButton}
          type="button"
          className="btn btn-ghost btn-sm"
          aria-expanded={menuOpen}
          aria-controls="dashboard-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {t('shell.dashboard.menu')}
        </button>
      </header>
      {menuOpen ? (
        <OpenDrawer drawer={drawer} button={menuButton} onClose={() => setMenuOpen(false)} />
      ) : null}
      {menuOpen ? (
        <button
          type="button"
          aria-label={t('shell.dashboard.closeMenu')}
          className="fixed inset-0 z-30 bg-black/30 lg:hidden"
          onClick={() => setMenuOpen(false)}
        />
      ) : null}
      <aside
        ref={drawer}
        id="dashboard-menu"
        className={`fixed inset-y-0 start-0 z-40 w-72 overflow-y-auto border-e border-base-200 bg-base-100 p-4 transition-transform lg:sticky lg:top-0 lg:h-screen lg:translate-x-0 ${
          menuOpen ? 'translate-x-0' : 'max-lg:invisible -translate-x-full rtl:translate-x-full'
        }`}
      >
        <div className="mb-6 hidden lg:block">
          <Logo />
        </div>
        <nav aria-label={t('shell.nav.dashboard')}>
          <ul className="menu w-full gap-1">
            <li>
              <NavLink to={paths.dashboard.root.getHref()} end className={itemClass}>
                {t('shell.dashboard.home')}
              </NavLink>
            </li>
            {menuLinks(role).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={itemClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="mt-4 border-t border-base-200 pt-4">
              <NavLink to={paths.home.getHref()} end>
                {t('shell.dashboard.backHome')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="mt-6 space-y-4 border-t border-base-200 pt-4">
          <UserMenu user={user} />
          <ThemeSwitch showLegend />
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 p-4 sm:p-8">
        <Outlet />
      </main>
      <PageScrollRestoration />
    </div>
  );
}
