import { Link } from 'react-router';
import type { NotificationDto } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { siteLink } from '../site-link';
import { notificationTexts } from '../texts';
import { NotificationText } from './notification-text';

interface NotificationCardProps {
  notification: NotificationDto;
  marking: boolean;
  onMarkRead: () => void;
}

/**
 * One notification of the full list: Open (its link, marking it read) and Mark as read, each
 * naming the notification for screen readers after the words it shows.
 */
export function NotificationCard({ notification, marking, onMarkRead }: NotificationCardProps) {
  const link = siteLink(notification);
  const unread = !notification.readAt;
  return (
    <li className="card border border-base-200 bg-base-100 shadow-sm">
      <div className="card-body flex-col gap-3 p-4 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <NotificationText notification={notification} />
        </div>
        {link || unread ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            {link ? (
              <Link
                to={link}
                className="btn btn-sm btn-outline"
                aria-label={notificationTexts.openNamed(notification.title)}
                onClick={unread ? onMarkRead : undefined}
              >
                {notificationTexts.open}
              </Link>
            ) : null}
            {unread ? (
              <Button
                small
                className="btn-ghost"
                aria-label={notificationTexts.markReadNamed(notification.title)}
                busy={marking}
                onClick={onMarkRead}
              >
                {notificationTexts.markRead}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
