import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { messages, registrationState, type SessionDto } from '@studyhall/shared';
import { useRole } from '@/lib/auth';
import { usePublicConfig } from '@/lib/config';
import { paths } from '@/lib/paths';
import { useCreateBooking } from '../api/create-booking';
import { useBookingStatus } from '../api/get-booking-status';
import { errorMessage } from '@/lib/error-message';

/**
 * Students see 'Book Now', 'Booked', 'Registration Closed' or 'Upcoming' (spec §4); tutors and
 * admins see nothing. A free session is booked here, a paid one goes to the payment screen.
 */
export function BookingPanel({ session }: { session: SessionDto }) {
  const navigate = useNavigate();
  const { role, user } = useRole();
  const { data: config } = usePublicConfig();
  const status = useBookingStatus(session._id, role === 'student' ? (user?.email ?? null) : null);
  const createBooking = useCreateBooking();

  if (role !== 'student') return null;

  const state = registrationState(session, new Date(), config?.timeZone);
  const disabledLabel = status.data?.booked
    ? 'Booked'
    : state === 'closed'
      ? 'Registration Closed'
      : state === 'upcoming'
        ? 'Upcoming'
        : null;

  function book() {
    if (session.registrationFee > 0) {
      void navigate(paths.payment.getHref(session._id));
      return;
    }
    createBooking.mutate(
      { sessionId: session._id },
      {
        onSuccess: () => toast.success(messages.bookings.booked),
        onError: (error) => toast.error(errorMessage(error, messages.bookings.failed)),
      },
    );
  }

  if (status.isPending) {
    return (
      <button type="button" className="btn btn-primary btn-wide" disabled>
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        Book Now
      </button>
    );
  }
  if (disabledLabel) {
    return (
      <button type="button" className="btn btn-wide" disabled>
        {disabledLabel}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-primary btn-wide"
      disabled={createBooking.isPending}
      onClick={book}
    >
      {createBooking.isPending ? (
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      ) : null}
      Book Now
    </button>
  );
}
