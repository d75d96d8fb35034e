import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

interface HomePanelProps {
  title: string;
  children: ReactNode;
  /** Where the whole list is: 'See all' and the like. */
  action?: { to: string; label: string };
}

/** One box of a dashboard home's "what's next": a heading, what it holds, and where to go on. */
export function HomePanel({ title, children, action }: HomePanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="card min-w-0 border border-base-200 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-3">
        <h2 id={headingId} className="card-title text-lg">
          {title}
        </h2>
        {children}
        {action ? (
          <div className="card-actions justify-end">
            <Link to={action.to} className="btn btn-sm btn-outline">
              {action.label}
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
