import { useState } from 'react';
import { Link } from 'react-router';
import { messages, PAGE_SIZE } from '@studyhall/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { useMyBookings } from '@/api/get-my-bookings';
import { BookingCard } from '../components/booking-card';
import { errorMessage } from '@/lib/error-message';

export default function BookedSessionsPage() {
  const [page, setPage] = useState(1);
  const { user } = useSession();
  const bookings = useMyBookings(user?.email ?? null, page, PAGE_SIZE);

  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-bold">My Booked Sessions</h1>
      {bookings.isPending ? (
        <Spinner label={messages.bookings.loading} showLabel />
      ) : bookings.isError ? (
        <ErrorState
          message={errorMessage(bookings.error, messages.generic.internal)}
          onRetry={() => void bookings.refetch()}
        />
      ) : bookings.data.total === 0 ? (
        <EmptyState message={messages.bookings.none}>
          <Link to={paths.studySessions.getHref()} className="btn btn-primary btn-sm">
            Browse Study Sessions
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {bookings.data.items.map((booking) => (
              <li key={booking._id}>
                <BookingCard booking={booking} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            total={bookings.data.total}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
            hideWhenSinglePage
            label="Booked sessions pages"
          />
        </>
      )}
    </section>
  );
}
