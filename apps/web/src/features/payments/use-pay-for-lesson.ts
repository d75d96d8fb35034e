import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@studyhall/shared';
import { bookLesson } from '@/api/book-lesson';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { dismissToasts, toast } from '@/lib/toast';
import { paymentKeys } from './api/keys';
import { PaymentFailed } from './use-pay-and-book';

/**
 * docs/product.md#lesson-screens: the card is confirmed, then the lesson booked with the intent;
 * a time taken meanwhile is refused with its payment refunded by the server, which says so. Booked,
 * the student lands on their bookings and lessons.
 */
export function usePayForLesson(lessonTypeId: string, startsAt: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const [processing, setProcessing] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

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
    try {
      await bookLesson({ lessonTypeId, startsAt, paymentIntentId });
    } catch (error) {
      // The intent is spent either way: the page offers other times instead of the card.
      setRefused(errorMessage(error, messages.bookings.afterPaymentFailed));
      queryClient.removeQueries({ queryKey: paymentKeys.all });
      busy.current = false;
      setProcessing(false);
      return;
    }
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== paymentKeys.all[0],
    });
    dismissToasts('error');
    toast.success(t('payments.lesson.paid'));
    await navigate(paths.dashboard.bookedSessions.getHref(), { replace: true });
    queryClient.removeQueries({ queryKey: paymentKeys.all });
  }

  return { pay, processing, refused };
}
