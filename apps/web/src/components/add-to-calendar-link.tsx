import { apiUrl } from '@/lib/api-url';

interface AddToCalendarLinkProps {
  sessionId: string;
  /** The id of the session's title, for a list with one such link per card. */
  describedBy?: string;
  className?: string;
}

/**
 * Downloads the session as an iCalendar file (docs/product.md#calendar), which a calendar app
 * opens as an event; signed in, the server's cookie goes with the download.
 */
export function AddToCalendarLink({
  sessionId,
  describedBy,
  className = '',
}: AddToCalendarLinkProps) {
  return (
    <a
      href={apiUrl(`/sessions/${encodeURIComponent(sessionId)}/calendar.ics`)}
      download
      className={`btn btn-outline btn-sm ${className}`}
      aria-describedby={describedBy}
    >
      Add to calendar
    </a>
  );
}
