import { useSearchParams } from 'react-router';
import { messages } from '@studyhall/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { useBookedSessions } from '../api/get-booked-sessions';
import { SessionMaterials } from '../components/session-materials';

/** Booked sessions with 'View Materials'; the chosen one's materials follow (`?session=` keeps it). */
export default function StudyMaterialsPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('session');
  const { user } = useSession();
  const { data, isPending, isError, refetch } = useBookedSessions(user?.email ?? null);
  const booking = data?.items.find((item) => item.sessionId === selected);

  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">Study Materials</h1>
      {isPending ? (
        <Spinner label={messages.bookings.loading} showLabel />
      ) : isError ? (
        <ErrorState message={messages.generic.internal} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState message={messages.materials.noBookedSessions} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((item) => (
            <li
              key={item._id}
              className={`card border bg-base-100 shadow-sm ${
                item.sessionId === selected ? 'border-primary' : 'border-base-200'
              }`}
            >
              <div className="card-body">
                <h2 className="card-title break-words">{item.sessionTitle}</h2>
                <p className="text-sm text-base-content/70">{item.tutorName}</p>
                <p className="text-xs text-base-content/60">{formatDateTime(item.bookedAt)}</p>
                <div className="card-actions justify-end">
                  <button
                    type="button"
                    className="btn btn-sm btn-primary"
                    aria-label={`View Materials: ${item.sessionTitle}`}
                    aria-pressed={item.sessionId === selected}
                    onClick={() => setParams({ session: item.sessionId })}
                  >
                    View Materials
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {booking ? (
        <section aria-labelledby="session-materials-title" className="mt-10">
          <h2 id="session-materials-title" className="mb-4 text-2xl font-semibold">
            {booking.sessionTitle}
          </h2>
          <SessionMaterials sessionId={booking.sessionId} />
        </section>
      ) : null}
    </section>
  );
}
