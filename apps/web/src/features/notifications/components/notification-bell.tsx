import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { latestNotificationsQueryOptions } from '../api/get-latest-notifications';
import { notificationTexts } from '../texts';

// The button comes with every signed-in page (the navbar loads it after the first script); the
// list and its actions load the first time the bell is opened.
const NotificationPanel = lazy(() => import('./notification-panel'));

const PANEL_ID = 'notification-panel';

/** The signed-in user's bell: the unread count, kept fresh, and the latest notifications. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const unread = useQuery(latestNotificationsQueryOptions()).data?.count ?? 0;

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-circle btn-sm indicator"
        aria-label={notificationTexts.bell(unread)}
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => setOpen(!open)}
      >
        {unread ? (
          <span className="indicator-item badge badge-primary badge-xs" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
        <svg
          xmlns="http://www.w3.org/2000/svg"
          className="h-5 w-5"
          fill="none"
          viewBox="0 0 24 24"
          stroke="currentColor"
          aria-hidden="true"
        >
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            strokeWidth="2"
            d="M15 17h5l-1.4-1.4A2 2 0 0 1 18 14.2V11a6 6 0 0 0-4-5.7V5a2 2 0 1 0-4 0v.3A6 6 0 0 0 6 11v3.2a2 2 0 0 1-.6 1.4L4 17h5m6 0v1a3 3 0 1 1-6 0v-1m6 0H9"
          />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel id={PANEL_ID} button={button} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
