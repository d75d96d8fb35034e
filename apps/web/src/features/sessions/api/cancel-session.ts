import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '@studyhall/shared';
import { invalidateAfterBooking } from '@/api/create-booking';
import { sessionKeys } from '@/api/keys';
import { api } from '@/lib/api-client';
import { sessionPath } from './session-mutation';

/** docs/product.md#cancellation-and-refunds: every booking is cancelled and refunded. */
export function cancelSession({ id, reason }: { id: string; reason: string }) {
  return api.post<SessionDto>(`${sessionPath(id)}/cancel`, { reason });
}

/** The session leaves every list and its bookings end: everything about it is read again. */
export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        invalidateAfterBooking(queryClient, id),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]),
  });
}
