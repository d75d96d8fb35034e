import { queryOptions } from '@tanstack/react-query';
import { type NotificationDto, UNREAD_COUNT_HEADER } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** How many the bell lists. */
export const LATEST_LIMIT = 5;
const POLL_MS = 60_000;

/**
 * The newest notifications with the unread count (`X-Unread-Count`), the bell's one read. It runs
 * in the background of every page: a session that ended meanwhile must not send someone reading
 * a public page to /login, so a 401 here only leaves the bell without a count.
 */
export function getLatestNotifications() {
  return api.list<NotificationDto>('/notifications', {
    query: { limit: LATEST_LIMIT },
    countHeader: UNREAD_COUNT_HEADER,
    skipAuthRedirect: true,
  });
}

export const latestNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.latest(),
    queryFn: getLatestNotifications,
    // TanStack pauses the interval while the tab is hidden, and asks again when it comes back.
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
