import { Link } from 'react-router';
import type { DashboardLink } from '../dashboard-links';

interface RoleHomeProps {
  title: string;
  name: string;
  links: DashboardLink[];
}

export function RoleHome({ title, name, links }: RoleHomeProps) {
  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-1 text-base-content/70">Welcome back, {name}.</p>
      </header>
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
