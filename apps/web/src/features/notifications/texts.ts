import { t } from '@/lib/i18n';

/**
 * The notification screens' own labels, not yet in `messages` (packages/shared): headings and
 * buttons named here once, so the bell, the list and their tests agree.
 */
export const notificationTexts = {
  get title() {
    return t('notifications.title');
  },
  // The bell's panel; not just 'Notifications', which the toasts' region is called too.
  get latest() {
    return t('notifications.latest');
  },
  get loading() {
    return t('notifications.loading');
  },
  get markAllRead() {
    return t('notifications.markAllRead');
  },
  get markRead() {
    return t('notifications.markRead');
  },
  get open() {
    return t('notifications.open');
  },
  get seeAll() {
    return t('notifications.seeAll');
  },
  openNamed: (title: string) => t('notifications.openNamed', { title }),
  markReadNamed: (title: string) => t('notifications.markReadNamed', { title }),
  get unread() {
    return t('notifications.unread');
  },
  get pages() {
    return t('notifications.pages');
  },
  /** The bell's name: how many are unread, when any are. */
  bell: (count: number) => t('notifications.bell', { count }),
};
