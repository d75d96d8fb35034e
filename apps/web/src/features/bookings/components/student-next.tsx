import { Link } from 'react-router';
import { MAX_PAGE_SIZE, type BookingDto } from '@studyhall/shared';
import { useMyBookings } from '@/api/get-my-bookings';
import { HomePanel } from '@/components/ui/home-panel';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { formatMoment, formatSpan } from '@/lib/datetime';
import { paths } from '@/lib/paths';
import { useNow } from '@/lib/use-now';
import { useMyWaitlistPlaces } from '../api/waitlist';
import { bookingTexts as texts } from '../texts';

/** The booking whose class comes next: live, of a session still on, not over yet. */
export function nextBooking(bookings: readonly BookingDto[], now: number): BookingDto | undefined {
  return bookings
    .filter(
      (booking) =>
        !booking.cancelledAt &&
        booking.sessionStatus === 'approved' &&
        new Date(booking.endsAt).getTime() > now,
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
}

/**
 * A student's dashboard home, first: their next class, and where they stand in each waitlist
 * (docs/product.md#dashboards).
 */
export function StudentNext() {
  const { user } = useSession();
  const email = user?.email ?? null;
  const bookings = useMyBookings(email, 1, MAX_PAGE_SIZE);
  const places = useMyWaitlistPlaces(email);
  const now = useNow();
  const next = bookings.data ? nextBooking(bookings.data.items, now) : undefined;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <HomePanel
        title={texts.nextClass}
        action={{ to: paths.dashboard.bookedSessions.getHref(), label: texts.allBookings }}
      >
        {bookings.isPending ? (
          <Spinner label={texts.loadingNext} className="py-4" />
        ) : next ? (
          <div className="space-y-1">
            <p className="text-lg font-semibold">
              <Link className="link" to={paths.sessionDetail.getHref(next.sessionId)}>
                {next.sessionTitle}
              </Link>
            </p>
            <p>
              <time dateTime={next.startsAt}>{formatSpan(next.startsAt, next.endsAt)}</time>
            </p>
            <p className="text-sm text-base-content/70">
              {next.location ? `${next.location} · ` : ''}
              {next.tutorName}
            </p>
          </div>
        ) : (
          <p className="text-base-content/70">
            {texts.noNextClass}{' '}
            <Link className="link link-primary" to={paths.studySessions.getHref()}>
              {texts.findSession}
            </Link>
          </p>
        )}
      </HomePanel>
      <HomePanel title={texts.waitlistPlaces}>
        {places.isPending ? (
          <Spinner label={texts.loadingNext} className="py-4" />
        ) : places.data?.length ? (
          <ul className="space-y-2">
            {places.data.map((place) => (
              <li key={place.sessionId}>
                <Link
                  className="link font-medium"
                  to={paths.sessionDetail.getHref(place.sessionId)}
                >
                  {place.sessionTitle}
                </Link>
                <span className="block text-sm">
                  {place.offerExpiresAt
                    ? texts.seatHeld(formatMoment(place.offerExpiresAt))
                    : texts.position(place.position)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-base-content/70">{texts.noWaitlists}</p>
        )}
      </HomePanel>
    </div>
  );
}
