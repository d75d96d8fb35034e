import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type NotificationDto, UNREAD_COUNT_HEADER } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** One page of the caller's notifications, newest first, with the total and the unread count. */
export function getNotifications(page: number) {
  return api.list<NotificationDto>('/notifications', {
    query: { page, limit: PAGE_SIZE },
    countHeader: UNREAD_COUNT_HEADER,
  });
}

export const notificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: notificationKeys.page(page),
    queryFn: () => getNotifications(page),
    placeholderData: keepPreviousData,
  });

export function useNotifications(page: number) {
  return useQuery(notificationsQueryOptions(page));
}
