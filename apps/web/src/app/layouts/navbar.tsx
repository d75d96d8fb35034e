import {
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useRef,
  useState,
} from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDismiss } from '@/lib/use-dismiss';
import { useHydrated } from '@/lib/use-hydrated';
import { Logo } from './logo';
import { navLinks } from './nav-links';
import { LanguageSwitch } from '@/components/language-switch';
import { ThemeSwitch } from './theme-switch';

// The navbar is on every page, and the home page's first script has a budget
// (docs/performance.md#web-budget): the bell and the account menu, for signed-in users only, load
// once they are needed.
const NotificationBell = lazy(async () => ({
  default: (await import('@/features/notifications/components/notification-bell')).NotificationBell,
}));
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

// A name needs a role to be read: a bare span may not carry aria-label (axe: aria-prohibited-attr).
const Loading = () => (
  <span
    className="loading loading-spinner loading-sm"
    role="status"
    aria-label={t('shell.nav.loading')}
  />
);

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'menu-active font-semibold' : '';

const MENU_ID = 'navbar-menu';

/**
 * The navigation on a phone: opened by its button, closed by Escape (focus back on the button),
 * a press or focus outside it, or following one of its links.
 */
function PhoneMenu({
  button,
  onClose,
  children,
}: {
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(panel, button, onClose);
  return (
    <div
      ref={panel}
      id={MENU_ID}
      className="absolute top-full start-0 z-50 mt-3 w-52 rounded-box bg-base-100 p-2 shadow"
    >
      <ul className="menu menu-sm w-full" onClick={onClose}>
        {children}
      </ul>
      <ThemeSwitch showLegend className="border-t border-base-200 px-3 pt-2 pb-1" />
      <LanguageSwitch className="px-3 pt-2 pb-1" />
    </div>
  );
}

export function Navbar() {
  const { user, isPending } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The server draws the button; until the script has taken the page over, a press would be lost,
  // so it says it is not working yet (a test's click waits for it too).
  const hydrated = useHydrated();
  const links = navLinks.filter((link) => !link.signedInOnly || user);

  const items = links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.to === paths.home.getHref()} className={linkClass}>
        {t(link.label)}
      </NavLink>
    </li>
  ));

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-base-200 bg-base-100/95 backdrop-blur">
      <nav aria-label={t('shell.nav.main')} className="navbar mx-auto max-w-7xl px-4">
        <div className="navbar-start gap-1">
          <div className="relative lg:hidden">
            <button
              ref={menuButton}
              type="button"
              className="btn btn-ghost btn-square"
              aria-label={t('shell.nav.openMenu')}
              aria-disabled={hydrated ? undefined : true}
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <svg
                xmlns="http://www.w3.org/2000/svg"
                className="h-5 w-5"
                fill="none"
                viewBox="0 0 24 24"
                stroke="currentColor"
                aria-hidden="true"
              >
                <path
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  strokeWidth="2"
                  d="M4 6h16M4 12h16M4 18h16"
                />
              </svg>
            </button>
            {menuOpen ? (
              <PhoneMenu button={menuButton} onClose={closeMenu}>
                {items}
              </PhoneMenu>
            ) : null}
          </div>
          <Logo />
        </div>
        <div className="navbar-center hidden lg:flex">
          <ul className="menu menu-horizontal gap-1 px-1">{items}</ul>
        </div>
        <div className="navbar-end gap-2">
          <LanguageSwitch className="hidden lg:block" />
          <ThemeSwitch className="hidden lg:block" />
          {isPending ? (
            <Loading />
          ) : user ? (
            <Suspense fallback={<Loading />}>
              <NotificationBell />
              <UserMenu user={user} tooltipAtEnd />
            </Suspense>
          ) : (
            <>
              <Link to={paths.auth.login.getHref()} className="btn btn-ghost btn-sm">
                {t('shell.nav.login')}
              </Link>
              <Link to={paths.auth.register.getHref()} className="btn btn-primary btn-sm">
                {t('shell.nav.register')}
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
