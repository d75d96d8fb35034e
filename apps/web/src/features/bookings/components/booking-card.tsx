import { useId } from 'react';
import { Link } from 'react-router';
import type { BookingDto } from '@studyhall/shared';
import { formatDateTime, formatFee } from '@/lib/format';
import { paths } from '@/lib/paths';

export function BookingCard({ booking }: { booking: BookingDto }) {
  const titleId = useId();
  return (
    <article className="card h-full border border-base-200 bg-base-100 shadow-sm">
      <div className="card-body">
        <h2 id={titleId} className="card-title">
          {booking.sessionTitle}
        </h2>
        <dl className="space-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="shrink-0 text-base-content/60">Tutor:</dt>
            <dd className="font-medium">{booking.tutorName}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="shrink-0 text-base-content/60">Fee:</dt>
            <dd className="font-medium">{formatFee(booking.registrationFee)}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="shrink-0 text-base-content/60">Booked:</dt>
            <dd className="font-medium">
              <time dateTime={booking.bookedAt}>{formatDateTime(booking.bookedAt)}</time>
            </dd>
          </div>
        </dl>
        <div className="card-actions mt-2 justify-end">
          <Link
            to={paths.sessionDetail.getHref(booking.sessionId)}
            className="btn btn-primary btn-sm"
            aria-describedby={titleId}
          >
            View Details
          </Link>
        </div>
      </div>
    </article>
  );
}
