import { messages } from '@studyhall/shared';
import { createBooking } from '@/api/create-booking';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { type Booked, usePaidCheckout } from './use-paid-checkout';

/**
 * The server's 'Already booked' conflict. Its other 409s (registration closed, not open yet) are
 * not: those students have not booked.
 */
export const isAlreadyBooked = (error: unknown) =>
  error instanceof ApiError && error.code === 'ALREADY_BOOKED';

/** docs/product.md#payments: pay for a session, then book it with the confirmed intent. */
export function usePayAndBook(sessionId: string) {
  const checkout = usePaidCheckout();

  // The server's word on the booking is shown as it says it: the student may be booked already
  // (a retried request, or the webhook first), with this payment given back or not.
  async function book(paymentIntentId: string): Promise<Booked> {
    try {
      await createBooking({ sessionId, paymentIntentId });
      return { kind: 'success', text: messages.bookings.paymentSuccess };
    } catch (error) {
      if (isAlreadyBooked(error)) {
        return { kind: 'info', text: errorMessage(error, messages.bookings.alreadyBooked) };
      }
      toast.error(errorMessage(error, messages.bookings.afterPaymentFailed));
      return null;
    }
  }

  return {
    pay: (confirm: () => Promise<string>) => checkout.pay(confirm, book),
    processing: checkout.processing,
  };
}
