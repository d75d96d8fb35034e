import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

export function markRead(id: string) {
  return api.patch<NotificationDto>(`/notifications/${encodeURIComponent(id)}/read`);
}

export function markAllRead() {
  return api.post<{ updated: number }>('/notifications/read-all');
}

// The bell and the list both show what was read: every notifications query is asked again. The
// callbacks sit on the mutation, so they run even when the panel closed on following a link.
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
