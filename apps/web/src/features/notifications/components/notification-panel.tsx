import { useQuery } from '@tanstack/react-query';
import { type RefObject, useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages, type NotificationDto } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { latestNotificationsQueryOptions } from '../api/get-latest-notifications';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';
import { siteLink } from '../site-link';
import { useDismiss } from '@/lib/use-dismiss';
import { NotificationText } from './notification-text';
import { notificationTexts } from '../texts';

interface NotificationPanelProps {
  id: string;
  /** The bell, which opens and closes the panel and gets focus back on Escape. */
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

const failed = (error: Error) => toast.error(errorMessage(error, messages.generic.internal));

/**
 * The bell's dropdown: the latest notifications (opening one marks it read and follows its link),
 * 'Mark all as read' and 'See all'. Loaded on first open (see NotificationBell).
 */
export default function NotificationPanel({ id, button, onClose }: NotificationPanelProps) {
  const panel = useRef<HTMLElement>(null);
  const labelId = useId();
  const navigate = useNavigate();
  const { data, isPending, isError } = useQuery(latestNotificationsQueryOptions());
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  useDismiss(panel, button, onClose);

  function openNotification(notification: NotificationDto) {
    if (!notification.readAt) markRead.mutate(notification._id, { onError: failed });
    const link = siteLink(notification);
    if (!link) return;
    onClose();
    void navigate(link);
  }

  return (
    <section
      id={id}
      ref={panel}
      aria-labelledby={labelId}
      className="fixed inset-x-2 top-16 z-50 rounded-box border border-base-200 bg-base-100 shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:end-0 sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b border-base-200 px-4 py-2">
        <p id={labelId} className="font-semibold">
          {notificationTexts.latest}
        </p>
        <Button
          small
          className="btn-ghost"
          busy={markAllRead.isPending}
          disabled={!data?.count}
          onClick={() => markAllRead.mutate(undefined, { onError: failed })}
        >
          {notificationTexts.markAllRead}
        </Button>
      </div>
      {isPending ? (
        <p role="status" className="px-4 py-6 text-center text-sm">
          {notificationTexts.loading}
        </p>
      ) : isError ? (
        <p role="alert" className="px-4 py-6 text-center text-sm text-error">
          {messages.notifications.failed}
        </p>
      ) : data.items.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-base-content/80">
          {messages.notifications.none}
        </p>
      ) : (
        <ul className="max-h-[60vh] divide-y divide-base-200 overflow-y-auto">
          {data.items.map((notification) => (
            <li key={notification._id}>
              <button
                type="button"
                className="w-full px-4 py-3 text-start hover:bg-base-200 focus-visible:bg-base-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
                onClick={() => openNotification(notification)}
              >
                <NotificationText notification={notification} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="border-t border-base-200 p-2">
        <Link
          to={paths.dashboard.notifications.getHref()}
          className="btn btn-ghost btn-sm btn-block"
          onClick={onClose}
        >
          {notificationTexts.seeAll}
        </Link>
      </div>
    </section>
  );
}
