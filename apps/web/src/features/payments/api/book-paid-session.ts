import type { BookingDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';

/** Records the booking once the payment succeeded; the server verifies the intent itself. */
export function bookPaidSession(body: { sessionId: string; paymentIntentId: string }) {
  return api.post<BookingDto & { insertedId: string }>('/bookedSessions', body);
}
