import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { messages, PAGE_SIZE, type BookingDto } from '@studyhall/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { ResultMessage, useResultMessage } from '@/components/ui/result-message';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n';
import { useAllMyBookings } from '../api/get-all-my-bookings';
import { BookingCard, type BookingSection } from '../components/booking-card';
import { CalendarFeed } from '../components/calendar-feed';
import { bookingTexts } from '../texts';

const time = (value: string | null) => (value ? new Date(value).getTime() : 0);

/**
 * Upcoming classes soonest first (one under way included), past ones latest first, cancelled
 * bookings (by anyone, or with their session) last cancelled first.
 */
export function sortBookings(bookings: BookingDto[], now: number) {
  const cancelled = bookings.filter((b) => b.cancelledAt || b.sessionStatus === 'cancelled');
  const live = bookings.filter((b) => !cancelled.includes(b));
  return {
    upcoming: live
      .filter((b) => time(b.endsAt) >= now)
      .sort((a, b) => time(a.startsAt) - time(b.startsAt)),
    past: live
      .filter((b) => time(b.endsAt) < now)
      .sort((a, b) => time(b.startsAt) - time(a.startsAt)),
    cancelled: cancelled.sort((a, b) => time(b.cancelledAt) - time(a.cancelledAt)),
  };
}

interface SectionTexts {
  key: BookingSection;
  heading: string;
  empty: string;
  pagesLabel: string;
}

/** The sections in the language of the moment (read at render, not when the module loads). */
const sections = (): SectionTexts[] => [
  {
    key: 'upcoming',
    heading: bookingTexts.upcoming,
    empty: bookingTexts.noUpcoming,
    pagesLabel: t('bookings.upcomingPages'),
  },
  {
    key: 'past',
    heading: bookingTexts.past,
    empty: bookingTexts.noPast,
    pagesLabel: t('bookings.pastPages'),
  },
  {
    key: 'cancelled',
    heading: bookingTexts.cancelled,
    empty: bookingTexts.noCancelled,
    pagesLabel: t('bookings.cancelledPages'),
  },
];

/** One section's cards, six to a page. */
function BookingsSection({
  section,
  heading,
  empty,
  pagesLabel,
  bookings,
  onCancelled,
}: {
  section: BookingSection;
  heading: string;
  empty: string;
  pagesLabel: string;
  bookings: BookingDto[];
  onCancelled: (booking: BookingDto) => void;
}) {
  const [page, setPage] = useState(1);
  const pages = Math.max(Math.ceil(bookings.length / PAGE_SIZE), 1);
  // A cancellation moves a card to another section; the page shown follows if it emptied.
  const current = Math.min(page, pages);
  const shown = bookings.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const headingId = `booked-${section}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-semibold">
        {heading} <span className="text-base-content/70">({bookings.length})</span>
      </h2>
      {bookings.length === 0 ? (
        <p className="text-base-content/70">{empty}</p>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((booking) => (
              <li key={booking._id}>
                <BookingCard booking={booking} section={section} onCancelled={onCancelled} />
              </li>
            ))}
          </ul>
          <Pagination
            page={current}
            total={bookings.length}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
            hideWhenSinglePage
            label={pagesLabel}
          />
        </>
      )}
    </section>
  );
}

/**
 * /dashboard/booked-sessions: the student's bookings by section, then `children` (what the app
 * puts beside them: their lessons), then the calendar feed that carries them all.
 */
export default function BookedSessionsPage({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const bookings = useAllMyBookings(user?.email ?? null);
  // Sorted as of the answer's time: a booking changes section with a new answer, not mid-render.
  const sorted = bookings.data ? sortBookings(bookings.data, bookings.dataUpdatedAt) : null;
  // A cancelled card moves to another section with its button: the focus goes to this message.
  const { ref: resultRef, text: resultText, announce } = useResultMessage();

  return (
    <section className="mx-auto max-w-6xl space-y-10">
      <h1 className="text-3xl font-bold">{t('bookings.pageTitle')}</h1>
      <ResultMessage ref={resultRef} text={resultText} />
      {bookings.isPending ? (
        <Spinner label={messages.bookings.loading} showLabel />
      ) : bookings.isError ? (
        <ErrorState
          message={errorMessage(bookings.error, messages.generic.internal)}
          onRetry={() => void bookings.refetch()}
        />
      ) : !sorted || bookings.data.length === 0 ? (
        <EmptyState message={messages.bookings.none}>
          <Link to={paths.studySessions.getHref()} className="btn btn-primary btn-sm">
            {t('bookings.browseSessions')}
          </Link>
        </EmptyState>
      ) : (
        sections().map(({ key, heading, empty, pagesLabel }) => (
          <BookingsSection
            key={key}
            section={key}
            heading={heading}
            empty={empty}
            pagesLabel={pagesLabel}
            bookings={sorted[key]}
            onCancelled={(booking) =>
              announce(bookingTexts.resultCancelledOf(booking.sessionTitle))
            }
          />
        ))
      )}
      {children}
      <CalendarFeed />
    </section>
  );
}
