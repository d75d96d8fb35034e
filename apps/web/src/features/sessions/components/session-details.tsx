import type { ReactNode } from 'react';
import type { SessionDto } from '@studyhall/shared';
import { StarRating } from '@/components/ui/star-rating';
import { formatDate, formatFee } from '@/lib/format';
import { RegistrationBadge } from '@/components/registration-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-base-content/60">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** Everything docs/product.md#student lists for a session, booking and reviews aside. */
export function SessionDetails({ session }: { session: SessionDto }) {
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold">{session.title}</h1>
          <RegistrationBadge session={session} />
        </div>
        <p className="text-base-content/70">
          Tutor: <span className="font-medium text-base-content">{session.tutorName}</span>
        </p>
        <p className="flex items-center gap-2">
          <StarRating value={session.averageRating} />
          <span aria-hidden="true">{session.averageRating.toFixed(1)}</span>
        </p>
      </header>
      <p className="whitespace-pre-line">{session.description}</p>
      <dl className="grid grid-cols-1 gap-4 rounded-box bg-base-200 p-4 sm:grid-cols-2">
        <Fact label="Registration Start">{formatDate(session.registrationStart)}</Fact>
        <Fact label="Registration End">{formatDate(session.registrationEnd)}</Fact>
        <Fact label="Class Start">{formatDate(session.classStart)}</Fact>
        <Fact label="Class End">{formatDate(session.classEnd)}</Fact>
        <Fact label="Duration">{session.duration}</Fact>
        <Fact label="Registration Fee">{formatFee(session.registrationFee)}</Fact>
      </dl>
    </article>
  );
}
