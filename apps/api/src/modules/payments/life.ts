import { PAYMENT_CANCELED, PAYMENT_REFUNDED, PAYMENT_SUCCEEDED } from '../../payments/provider';
import type { PaymentWithBooking } from './repository';

/**
 * Where a payment is in its life (docs/product.md#payments-and-refunds), the one rule every path
 * that hands out, confirms, books with or refunds a payment asks:
 * - `open`: the provider may still take money for it; it is handed out again to the same student;
 * - `paid`: money taken, and neither a booking nor a refund has used it yet; it is handed out
 *   again (a student whose booking call was lost finishes booking with it) and books once;
 * - `finished`: cancelled, refunded in any part, or used by a booking (live or cancelled). It is
 *   never handed out again nor accepted for a booking; the next attempt makes a new intent.
 */
export type PaymentStage = 'open' | 'paid' | 'finished';

export function paymentStage(
  payment: Pick<PaymentWithBooking, 'status' | 'refundedCents' | 'booked'>,
): PaymentStage {
  if (
    payment.booked ||
    payment.refundedCents > 0 ||
    payment.status === PAYMENT_CANCELED ||
    payment.status === PAYMENT_REFUNDED
  ) {
    return 'finished';
  }
  return payment.status === PAYMENT_SUCCEEDED ? 'paid' : 'open';
}
