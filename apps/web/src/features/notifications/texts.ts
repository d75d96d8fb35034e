/**
 * The notification screens' own labels, not yet in `messages` (packages/shared): headings and
 * buttons named here once, so the bell, the list and their tests agree.
 */
export const notificationTexts = {
  title: 'Notifications',
  // The bell's panel; not just 'Notifications', which the toasts' region is called too.
  latest: 'Latest notifications',
  loading: 'Loading notifications...',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  open: 'Open',
  seeAll: 'See all',
};
