import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  isFull,
  isPublished,
  messages,
  registrationInstants,
  registrationState,
  type SessionDto,
} from '@studyhall/shared';
import { useRole } from '@/lib/auth';
import { formatMoment, formatShortDate } from '@/lib/datetime';
import { usePublicConfig } from '@/lib/config';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCreateBooking } from '@/api/create-booking';
import { useBookingStatus } from '@/api/get-booking-status';
import { errorMessage } from '@/lib/error-message';
import { Button } from '@/components/ui/button';
import { ResultMessage, useResultMessage } from '@/components/ui/result-message';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useJoinWaitlist, useLeaveWaitlist, useMyWaitlistPosition } from '../api/waitlist';
import { bookingTexts } from '../texts';
import { CancelBooking } from './cancel-booking';

function Panel({ children }: { children: ReactNode }) {
  return <div className="space-y-3">{children}</div>;
}

/**
 * Students see 'Book Now', 'Booked', 'Registration Closed' or the day it opens ('Opens Dec 12')
 * (docs/product.md#bookings); tutors and admins see nothing. A free session is booked here, a paid
 * one goes to the payment screen. Around that (docs/product.md#seats-and-waitlist): a full session
 * offers its waitlist, a student waiting sees their place, one a seat is held for sees until when,
 * and a booked one can cancel until the deadline. A cancelled session offers nothing.
 */
export function BookingPanel({ session }: { session: SessionDto }) {
  const { role } = useRole();
  const { ref: resultRef, text: resultText, announce } = useResultMessage();
  if (role !== 'student' || !isPublished(session)) return null;
  return (
    <div className="space-y-3">
      <ResultMessage ref={resultRef} text={resultText} />
      <BookingActions session={session} onResult={announce} />
    </div>
  );
}

/** The panel's buttons, by the booking's state; `onResult` says what an action has just done. */
function BookingActions({
  session,
  onResult,
}: {
  session: SessionDto;
  onResult: (text: string) => void;
}) {
  const navigate = useNavigate();
  const { role, user } = useRole();
  const { data: config } = usePublicConfig();
  const published = isPublished(session);
  const email = role === 'student' && published ? (user?.email ?? null) : null;
  const status = useBookingStatus(session._id, email);
  const state = registrationState(session, new Date(), config?.timeZone);
  // Only a limited session has a line, and only a student who has not booked can be in it.
  const mayWait = status.data?.booked === false && state === 'open' && session.capacity !== null;
  const waitlist = useMyWaitlistPosition(session._id, mayWait ? email : null);
  const createBooking = useCreateBooking();
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const [confirmLeave, setConfirmLeave] = useState(false);

  if (role !== 'student' || !published) return null;

  const disabledLabel = status.data?.booked
    ? t('bookings.booked')
    : state === 'closed'
      ? t('bookings.registrationClosed')
      : state === 'upcoming'
        ? t('bookings.opensOn', {
            day: formatShortDate(registrationInstants(session, config?.timeZone).opensAt),
          })
        : null;

  function book() {
    if (session.registrationFee > 0) {
      void navigate(paths.payment.getHref(session._id));
      return;
    }
    createBooking.mutate(
      { sessionId: session._id },
      {
        onSuccess: () => {
          toast.success(messages.bookings.booked);
          onResult(bookingTexts.resultBooked);
        },
        // A session that filled meanwhile says so ('This session is full'); the page reloads it
        // and offers the waitlist.
        onError: (error) => toast.error(errorMessage(error, messages.bookings.failed)),
      },
    );
  }

  function joinWaitlist() {
    join.mutate(session._id, {
      onSuccess: ({ position }) => {
        toast.success(bookingTexts.joinedWaitlist);
        onResult(bookingTexts.resultJoined(position));
      },
      onError: (error) => toast.error(errorMessage(error, messages.generic.internal)),
    });
  }

  function leaveWaitlist() {
    leave.mutate(session._id, {
      onSuccess: () => {
        toast.success(bookingTexts.leftWaitlist);
        setConfirmLeave(false);
        onResult(bookingTexts.resultLeft);
      },
      onError: (error) => toast.error(errorMessage(error, messages.generic.internal)),
    });
  }

  const bookNow = (
    <Button className="btn-primary btn-wide" busy={createBooking.isPending} onClick={book}>
      {bookingTexts.bookNow}
    </Button>
  );

  if (status.isPending || (mayWait && waitlist.isPending)) {
    return (
      <Button className="btn-primary btn-wide" busy>
        {bookingTexts.bookNow}
      </Button>
    );
  }
  if (disabledLabel) {
    return (
      <Panel>
        <button type="button" className="btn btn-wide" disabled>
          {disabledLabel}
        </button>
        {status.data?.booked ? (
          <CancelBooking
            sessionId={session._id}
            sessionTitle={session.title}
            startsAt={session.startsAt}
            fee={session.registrationFee}
            onCancelled={() => onResult(bookingTexts.resultCancelled)}
          />
        ) : null}
      </Panel>
    );
  }

  const place = mayWait ? waitlist.data : null;
  if (place?.offerExpiresAt) {
    return (
      <Panel>
        <div role="status" className="space-y-1">
          <p className="font-semibold">
            {bookingTexts.seatHeld(formatMoment(place.offerExpiresAt))}
          </p>
          <p className="text-sm text-base-content/70">{bookingTexts.seatHeldHint}</p>
        </div>
        {bookNow}
      </Panel>
    );
  }
  if (place) {
    return (
      <Panel>
        <p role="status" className="font-semibold">
          {bookingTexts.position(place.position)}
        </p>
        <Button className="btn-outline btn-wide" onClick={() => setConfirmLeave(true)}>
          {bookingTexts.leaveWaitlist}
        </Button>
        <ConfirmDialog
          open={confirmLeave}
          title={bookingTexts.leaveTitle}
          text={bookingTexts.leaveText(place.position)}
          details={bookingTexts.leaveDetails}
          confirmLabel={bookingTexts.confirmLeave}
          cancelLabel={bookingTexts.keepPlace}
          busy={leave.isPending}
          onConfirm={leaveWaitlist}
          onCancel={() => setConfirmLeave(false)}
        />
      </Panel>
    );
  }
  if (isFull(session)) {
    return (
      <Panel>
        <p className="text-sm text-base-content/70">{bookingTexts.waitlistHint}</p>
        <Button className="btn-primary btn-wide" busy={join.isPending} onClick={joinWaitlist}>
          {bookingTexts.joinWaitlist}
        </Button>
      </Panel>
    );
  }
  return bookNow;
}
