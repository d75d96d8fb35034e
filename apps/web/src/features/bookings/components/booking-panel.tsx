import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { messages, registrationState, type SessionDto } from '@studyhall/shared';
import { useRole } from '@/lib/auth';
import { usePublicConfig } from '@/lib/config';
import { paths } from '@/lib/paths';
import { useCreateBooking } from '@/api/create-booking';
import { useBookingStatus } from '@/api/get-booking-status';
import { errorMessage } from '@/lib/error-message';
import { Button } from '@/components/ui/button';

/**
 * Students see 'Book Now', 'Booked', 'Registration Closed' or 'Upcoming'
 * (docs/product.md#bookings); tutors and admins see nothing. A free session is booked here, a paid
 * one goes to the payment screen.
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
      <Button className="btn-primary btn-wide" busy>
        Book Now
      </Button>
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
    <Button className="btn-primary btn-wide" busy={createBooking.isPending} onClick={book}>
      Book Now
    </Button>
  );
}
