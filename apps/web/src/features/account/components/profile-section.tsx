import { type ReactNode, useId } from 'react';

interface ProfileSectionProps {
  title: string;
  /** An id to link to (`#email-preferences`). */
  id?: string;
  /** The danger zone's red border. */
  danger?: boolean;
  children: ReactNode;
}

/** One card of My Profile, named by its heading for screen readers. */
export function ProfileSection({ title, id, danger = false, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`card border bg-base-100 shadow-sm ${danger ? 'border-error/40' : 'border-base-200'}`}
    >
      <div className="card-body">
        <h2 id={headingId} className="card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
