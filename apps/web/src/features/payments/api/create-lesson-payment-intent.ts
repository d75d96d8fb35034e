import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonPaymentIntentBody, PaymentIntentDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** An intent for a paid lesson at one time: the server prices it from the lesson type. */
export function createLessonPaymentIntent(body: LessonPaymentIntentBody) {
  return api.post<PaymentIntentDto>('/create-payment-intent', body);
}

export const lessonPaymentIntentQueryOptions = (lessonTypeId: string, startsAt: string) =>
  queryOptions({
    queryKey: paymentKeys.lessonIntent(lessonTypeId, startsAt),
    queryFn: () => createLessonPaymentIntent({ lessonTypeId, startsAt }),
    staleTime: Infinity,
    retry: false,
  });

export function useLessonPaymentIntent(lessonTypeId: string, startsAt: string, enabled: boolean) {
  return useQuery({ ...lessonPaymentIntentQueryOptions(lessonTypeId, startsAt), enabled });
}
