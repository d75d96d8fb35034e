import { useState } from 'react';
import { messages, PAGE_SIZE } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';
import { NotificationCard } from '../components/notification-card';
import { notificationTexts } from '../texts';

const failed = (error: Error) => toast.error(errorMessage(error, messages.generic.internal));

/** Every notification of the signed-in user, newest first, a page at a time. */
export default function NotificationsPage() {
  const [page, setPage] = useState(1);
  const notifications = useNotifications(page);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();

  return (
    <section>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{notificationTexts.title}</h1>
        <Button
          className="btn-outline"
          busy={markAllRead.isPending}
          disabled={!notifications.data?.count}
          onClick={() => markAllRead.mutate(undefined, { onError: failed })}
        >
          {notificationTexts.markAllRead}
        </Button>
      </div>
      <PagedList
        query={notifications}
        loadingLabel={notificationTexts.loading}
        errorMessage={messages.notifications.failed}
        emptyMessage={messages.notifications.none}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        hideWhenSinglePage
        pageLabel={notificationTexts.pages}
        onPastLastPage={setPage}
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((notification) => (
              <NotificationCard
                key={notification._id}
                notification={notification}
                marking={markRead.isPending && markRead.variables === notification._id}
                onMarkRead={() => markRead.mutate(notification._id, { onError: failed })}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
