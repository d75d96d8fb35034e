import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '@studyhall/shared';
import { bookLesson } from '@/api/book-lesson';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n';
import { paymentKeys } from './api/keys';
import { type Booked, usePaidCheckout } from './use-paid-checkout';

/**
 * docs/product.md#lesson-screens: the card is confirmed, then the lesson booked with the intent;
 * a time taken meanwhile is refused with its payment refunded by the server, which says so. Booked,
 * the student lands on their bookings and lessons.
 */
export function usePayForLesson(lessonTypeId: string, startsAt: string) {
  const queryClient = useQueryClient();
  const checkout = usePaidCheckout();
  const [refused, setRefused] = useState<string | null>(null);

  async function book(paymentIntentId: string): Promise<Booked> {
    try {
      await bookLesson({ lessonTypeId, startsAt, paymentIntentId });
      return { kind: 'success', text: t('payments.lesson.paid') };
    } catch (error) {
      // The intent is spent either way: the page offers other times instead of the card.
      setRefused(errorMessage(error, messages.bookings.afterPaymentFailed));
      queryClient.removeQueries({ queryKey: paymentKeys.all });
      return null;
    }
  }

  return {
    pay: (confirm: () => Promise<string>) => checkout.pay(confirm, book),
    processing: checkout.processing,
    refused,
  };
}
