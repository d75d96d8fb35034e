import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@studyhall/shared';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/lib/paths';
import { dismissToasts, toast } from '@/lib/toast';
import { paymentKeys } from './api/keys';

/** A card the provider refused; its message is shown as the provider wrote it. */
export class PaymentFailed extends Error {}

/** What the booking step says once the money is taken: booked (how to tell it), or refused. */
export type Booked = { kind: 'success' | 'info'; text: string } | null;

/**
 * Paying, then booking with the confirmed intent (docs/product.md#payments): idle → processing →
 * confirmed → booked → /dashboard/booked-sessions. The booking step is the caller's (a session or a
 * lesson); it answers `null` when the booking was refused and it has said so. A ref, not only
 * state, guards against a double click landing before React re-renders the button.
 */
export function usePaidCheckout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const [processing, setProcessing] = useState(false);

  function backToIdle() {
    busy.current = false;
    setProcessing(false);
  }

  async function pay(
    confirm: () => Promise<string>,
    book: (paymentIntentId: string) => Promise<Booked>,
  ) {
    if (busy.current) return;
    busy.current = true;
    setProcessing(true);

    let paymentIntentId: string;
    try {
      paymentIntentId = await confirm();
    } catch (error) {
      const message = error instanceof PaymentFailed ? error.message : null;
      toast.error(message ?? errorMessage(error, messages.generic.internal));
      return backToIdle();
    }
    const booked = await book(paymentIntentId);
    if (!booked) return backToIdle();
    // Booking changes several screens (booked list, session buttons, review form); this
    // page's intent is spent, so it is dropped once the page is gone rather than refetched.
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== paymentKeys.all[0],
    });
    dismissToasts('error');
    toast[booked.kind](booked.text);
    await navigate(paths.dashboard.bookedSessions.getHref(), { replace: true });
    queryClient.removeQueries({ queryKey: paymentKeys.all });
  }

  return { pay, processing };
}
