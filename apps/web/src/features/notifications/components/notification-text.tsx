import type { NotificationDto } from '@studyhall/shared';
import { formatMoment } from '@/lib/datetime';
import { notificationTexts } from '../texts';

/**
 * A notification's title, text and time (in the reader's zone). An unread one is bold with a dot,
 * and says so to screen readers too.
 */
export function NotificationText({ notification }: { notification: NotificationDto }) {
  const unread = !notification.readAt;
  return (
    <span className="flex items-start gap-2">
      <span
        className={`mt-2 size-2 shrink-0 rounded-full ${unread ? 'bg-primary' : ''}`}
        aria-hidden="true"
      />
      <span className="min-w-0">
        <span className={`block ${unread ? 'font-semibold' : ''}`}>
          {unread ? <span className="sr-only">{notificationTexts.unread} </span> : null}
          {notification.title}
        </span>
        <span className="block text-sm text-base-content/80">{notification.body}</span>
        <time dateTime={notification.createdAt} className="block text-xs text-base-content/70">
          {formatMoment(notification.createdAt)}
        </time>
      </span>
    </span>
  );
}
