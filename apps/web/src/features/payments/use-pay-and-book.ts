import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@studyhall/shared';
import { createBooking } from '@/api/create-booking';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { dismissToasts, toast } from '@/lib/toast';
import { paymentKeys } from './api/keys';
import { errorMessage } from '@/lib/error-message';

/** A card the provider refused; its message is shown as the provider wrote it. */
export class PaymentFailed extends Error {}

/**
 * The server's 'Already booked' conflict. Its other 409s (registration closed, not open yet) are
 * not: those students have not booked.
 */
export const isAlreadyBooked = (error: unknown) =>
  error instanceof ApiError && error.code === 'ALREADY_BOOKED';

/**
 * docs/product.md#payments: idle → processing → confirmed → booked → /dashboard/booked-sessions. A
 * ref, not only state, guards against a double click landing before React re-renders the button.
 */
export function usePayAndBook(sessionId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const [processing, setProcessing] = useState(false);

  function backToIdle(message: string) {
    toast.error(message);
    busy.current = false;
    setProcessing(false);
  }

  async function pay(confirm: () => Promise<string>) {
    if (busy.current) return;
    busy.current = true;
    setProcessing(true);

    let paymentIntentId: string;
    try {
      paymentIntentId = await confirm();
    } catch (error) {
      const message = error instanceof PaymentFailed ? error.message : null;
      return backToIdle(message ?? errorMessage(error, messages.generic.internal));
    }
    // The server's word on the booking is shown as it says it: the student may be booked
    // already (a retried request, or the webhook first), with this payment given back or not.
    let alreadyBooked: string | null = null;
    try {
      await createBooking({ sessionId, paymentIntentId });
    } catch (error) {
      if (!isAlreadyBooked(error)) {
        return backToIdle(errorMessage(error, messages.bookings.afterPaymentFailed));
      }
      alreadyBooked = errorMessage(error, messages.bookings.alreadyBooked);
    }
    // Booking changes several screens (booked list, session buttons, review form); this
    // page's intent is spent, so it is dropped once the page is gone rather than refetched.
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== paymentKeys.all[0],
    });
    dismissToasts('error');
    if (alreadyBooked) toast.info(alreadyBooked);
    else toast.success(messages.bookings.paymentSuccess);
    await navigate(paths.dashboard.bookedSessions.getHref(), { replace: true });
    queryClient.removeQueries({ queryKey: paymentKeys.all });
  }

  return { pay, processing };
}
