import { useQuery } from '@tanstack/react-query';
import { type RefObject, useCallback, useId, useRef, useState } from 'react';
import type { SessionDto } from '@studyhall/shared';
import { studySessionQueryOptions } from '@/api/get-study-session';
import { apiUrl } from '@/lib/api-url';
import {
  googleCalendarUrl,
  meetingToAdd,
  outlookCalendarUrl,
  sessionEvent,
} from '@/lib/calendar-links';
import { formatMoment } from '@/lib/datetime';
import { useDismiss } from '@/lib/use-dismiss';
import { t } from '@/lib/i18n';

interface AddToCalendarLinkProps {
  sessionId: string;
  /** The session when the page has it; otherwise it is read once the menu opens. */
  session?: SessionDto;
  /** The id of the session's title, for a list with one such menu per card. */
  describedBy?: string;
  /** `end` (a card's actions, at its right): the menu opens leftwards from the button's right edge. */
  align?: 'start' | 'end';
  className?: string;
}

export const calendarTexts = {
  get button() {
    return t('ui.calendar.button');
  },
  get google() {
    return t('ui.calendar.google');
  },
  get outlook() {
    return t('ui.calendar.outlook');
  },
  get outlookWork() {
    return t('ui.calendar.outlookWork');
  },
  get file() {
    return t('ui.calendar.file');
  },
  get loading() {
    return t('ui.calendar.loading');
  },
  nextOnly: (when: string, count: number) => t('ui.calendar.nextOnly', { when, count }),
};

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The web calendars' links for the session's next meeting, once the session is known. */
function WebCalendarLinks({ session }: { session: SessionDto }) {
  const meeting = meetingToAdd(session);
  if (!meeting) return null;
  const event = sessionEvent(session, meeting, window.location.origin);
  const held = session.meetings.filter((m) => m.status === 'scheduled').length;
  return (
    <>
      <li>
        <a href={googleCalendarUrl(event)} {...newTab}>
          {calendarTexts.google}
        </a>
      </li>
      <li>
        <a href={outlookCalendarUrl(event, 'personal')} {...newTab}>
          {calendarTexts.outlook}
        </a>
      </li>
      <li>
        <a href={outlookCalendarUrl(event, 'work')} {...newTab}>
          {calendarTexts.outlookWork}
        </a>
      </li>
      {held > 1 ? (
        <li className="menu-title text-xs font-normal whitespace-normal">
          {calendarTexts.nextOnly(formatMoment(meeting.startsAt), held)}
        </li>
      ) : null}
    </>
  );
}

/** The menu: the web calendars (the session read first when the page has not got it), then the file. */
function CalendarMenu({
  sessionId,
  session,
  id,
  button,
  align,
  onClose,
}: {
  sessionId: string;
  session: SessionDto | undefined;
  id: string;
  button: RefObject<HTMLButtonElement | null>;
  align: 'start' | 'end';
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(panel, button, onClose);
  const read = useQuery({ ...studySessionQueryOptions(sessionId), enabled: !session });
  const known = session ?? read.data;
  return (
    <div
      ref={panel}
      id={id}
      className={`absolute top-full z-30 mt-2 w-64 rounded-box border border-base-300 bg-base-100 p-1 shadow-lg ${align === 'end' ? 'end-0' : 'start-0'}`}
    >
      <ul className="menu menu-sm w-full">
        {known ? (
          <WebCalendarLinks session={known} />
        ) : read.isPending ? (
          <li className="menu-title font-normal" role="status">
            {calendarTexts.loading}
          </li>
        ) : null}
        <li>
          <a
            href={apiUrl(`/sessions/${encodeURIComponent(sessionId)}/calendar.ics`)}
            download
            onClick={onClose}
          >
            {calendarTexts.file}
          </a>
        </li>
      </ul>
    </div>
  );
}

/**
 * 'Add to calendar' (docs/product.md#calendar-links): Google Calendar and Outlook on the web with
 * the next meeting filled in, and the session's iCalendar file with every meeting, which a
 * calendar app opens as events; signed in, the server's cookie goes with the download. Escape or
 * a press outside closes the menu.
 */
export function AddToCalendarLink({
  sessionId,
  session,
  describedBy,
  align = 'end',
  className = '',
}: AddToCalendarLinkProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  return (
    <div className={`relative inline-block ${className}`}>
      <button
        ref={button}
        type="button"
        className="btn btn-outline btn-sm"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-describedby={describedBy}
        onClick={() => setOpen((was) => !was)}
      >
        {calendarTexts.button}
      </button>
      {open ? (
        <CalendarMenu
          sessionId={sessionId}
          session={session}
          id={menuId}
          button={button}
          align={align}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
