import { useId, useState } from 'react';
import { cancellationDeadline, DEFAULT_CANCELLATION_HOURS, messages } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSession } from '@/lib/auth';
import { formatMoment } from '@/lib/datetime';
import { formatMoney } from '@/lib/format';
import { usePublicConfig } from '@/lib/config';
import { toast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { errorMessage } from '@/lib/error-message';
import { useCancelBooking, useMyBooking } from '../api/cancel-booking';
import { bookingTexts } from '../texts';

interface CancelBookingProps {
  sessionId: string;
  sessionTitle: string;
  /** When the class starts: the deadline is `cancellationHours` before it. */
  startsAt: string;
  /** What was paid; 0 for a free session. */
  fee: number;
  /**
   * What cancelling gives back (the fee less an admin's refunds): known on My Booked Sessions
   * with `bookingId`; the session page looks the booking up when the dialog opens.
   */
  booking?: { id: string; refundable: number };
  /** The id of the session's title, for a list with one such button per card. */
  describedBy?: string;
  /** Told once the booking is cancelled: the page says so where the focus can go. */
  onCancelled?: () => void;
}

/**
 * 'Cancel booking' with its deadline under it (docs/product.md#cancellation-and-refunds), and a
 * dialog saying what will be refunded: what an admin has not given back already, as the server
 * refunds it. After the deadline the button stays, disabled, with the
 * deadline it missed.
 */
export function CancelBooking({
  sessionId,
  sessionTitle,
  startsAt,
  fee,
  booking,
  describedBy,
  onCancelled,
}: CancelBookingProps) {
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  const { data: config } = usePublicConfig();
  const cancel = useCancelBooking();
  const lookUp = open && fee > 0 && !booking ? (user?.email ?? null) : null;
  const found = useMyBooking(sessionId, lookUp);
  const refundable = booking?.refundable ?? found.data?.refundable;

  const hours = config?.cancellationHours ?? DEFAULT_CANCELLATION_HOURS;
  const deadline = cancellationDeadline(startsAt, hours);
  const when = formatMoment(deadline);
  const passed = useNow() > deadline.getTime();

  // Awaited rather than given callbacks: the cancellation moves this booking (to another
  // section, or the page back to 'Book Now'), which may unmount this button before it settles.
  async function confirm() {
    try {
      await cancel.mutateAsync({ sessionId, bookingId: booking?.id, email: user?.email ?? '' });
      toast.success(messages.bookings.cancelled);
      onCancelled?.();
    } catch (error) {
      toast.error(errorMessage(error, messages.generic.internal));
    }
    setOpen(false);
  }

  const text = [
    bookingTexts.cancelText(sessionTitle),
    fee > 0 && refundable !== undefined
      ? refundable > 0
        ? bookingTexts.willBeRefunded(formatMoney(refundable))
        : bookingTexts.refundedAlready
      : '',
    bookingTexts.cancelUntil(when),
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="space-y-1">
      <Button
        small
        className="btn-outline"
        disabled={passed}
        aria-describedby={[describedBy, noteId].filter(Boolean).join(' ')}
        onClick={() => setOpen(true)}
      >
        {bookingTexts.cancelBooking}
      </Button>
      <p id={noteId} className="text-sm text-base-content/70">
        {passed
          ? bookingTexts.deadlinePassed(messages.bookings.cancellationDeadlinePassed, when)
          : bookingTexts.cancelUntil(when)}
      </p>
      <ConfirmDialog
        open={open}
        title={bookingTexts.cancelTitle}
        text={text}
        confirmLabel={bookingTexts.confirmCancel}
        cancelLabel={bookingTexts.keepBooking}
        busy={cancel.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
