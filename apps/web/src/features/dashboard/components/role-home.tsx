import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '@/lib/i18n';
import type { DashboardLink } from '../dashboard-links';

interface RoleHomeProps {
  title: string;
  name: string;
  links: DashboardLink[];
  /** What comes next for this role (their next class, what waits for them), before the links. */
  next?: ReactNode;
}

/**
 * A role's dashboard home: what is next for them first, so the home is more than the side menu
 * again (docs/product.md#dashboards), then the links the spec lists.
 */
export function RoleHome({ title, name, links, next }: RoleHomeProps) {
  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-1 text-base-content/70">{t('dashboard.welcome', { name })}</p>
      </header>
      {next}
      <h2 className="sr-only">{t('dashboard.yourScreens')}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="card h-full border border-base-200 bg-base-100 shadow-sm transition hover:border-primary hover:shadow-md focus-visible:border-primary"
            >
              <div className="card-body">
                <h2 className="card-title text-lg">{link.label}</h2>
                <p className="text-sm text-base-content/70">{link.description}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
