import { useQuery } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useCallback, useId, useRef, useState } from 'react';
import type { SessionDto } from '@studyhall/shared';
import { studySessionQueryOptions } from '@/api/get-study-session';
import { apiUrl } from '@/lib/api-url';
import {
  type CalendarEvent,
  googleCalendarUrl,
  meetingToAdd,
  outlookCalendarUrl,
  sessionEvent,
} from '@/lib/calendar-links';
import { formatMoment } from '@/lib/datetime';
import { useDismiss } from '@/lib/use-dismiss';
import { t } from '@/lib/i18n';

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

/** Google Calendar and Outlook on the web with one event filled in, and what they leave out. */
export function WebCalendarLinks({ event, note }: { event: CalendarEvent; note?: string }) {
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
      {note ? <li className="menu-title text-xs font-normal whitespace-normal">{note}</li> : null}
    </>
  );
}

/** The web calendars' links for the session's next meeting, the session read first when needed. */
function SessionCalendarLinks({
  sessionId,
  session,
}: {
  sessionId: string;
  session: SessionDto | undefined;
}) {
  const read = useQuery({ ...studySessionQueryOptions(sessionId), enabled: !session });
  const known = session ?? read.data;
  if (!known) {
    return read.isPending ? (
      <li className="menu-title font-normal" role="status">
        {calendarTexts.loading}
      </li>
    ) : null;
  }
  const meeting = meetingToAdd(known);
  if (!meeting) return null;
  const held = known.meetings.filter((m) => m.status === 'scheduled').length;
  return (
    <WebCalendarLinks
      event={sessionEvent(known, meeting, window.location.origin)}
      note={held > 1 ? calendarTexts.nextOnly(formatMoment(meeting.startsAt), held) : undefined}
    />
  );
}

/** The open menu: the web calendars' links, then the file. */
function CalendarMenu({
  icsHref,
  webLinks,
  id,
  button,
  align,
  onClose,
}: {
  icsHref: string;
  webLinks: ReactNode;
  id: string;
  button: RefObject<HTMLButtonElement | null>;
  align: 'start' | 'end';
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(panel, button, onClose);
  return (
    <div
      ref={panel}
      id={id}
      className={`absolute top-full z-30 mt-2 w-64 rounded-box border border-base-300 bg-base-100 p-1 shadow-lg ${align === 'end' ? 'end-0' : 'start-0'}`}
    >
      <ul className="menu menu-sm w-full">
        {webLinks}
        <li>
          <a href={icsHref} download onClick={onClose}>
            {calendarTexts.file}
          </a>
        </li>
      </ul>
    </div>
  );
}

interface AddToCalendarMenuProps {
  /** The event's iCalendar file on the API. */
  icsHref: string;
  /** The web calendars' links, mounted only once the menu opens (so they may read what they need). */
  webLinks: ReactNode;
  /** The id of the item's title, for a list with one such menu per card. */
  describedBy?: string;
  /** `end` (a card's actions, at its right): the menu opens leftwards from the button's right edge. */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * 'Add to calendar' (docs/product.md#calendar-links): a button opening the web calendars' links
 * and the iCalendar file, which a calendar app opens as events; signed in, the server's cookie
 * goes with the download. Escape or a press outside closes the menu.
 */
export function AddToCalendarMenu({
  icsHref,
  webLinks,
  describedBy,
  align = 'end',
  className = '',
}: AddToCalendarMenuProps) {
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
          icsHref={icsHref}
          webLinks={webLinks}
          id={menuId}
          button={button}
          align={align}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

interface AddToCalendarLinkProps extends Omit<AddToCalendarMenuProps, 'icsHref' | 'webLinks'> {
  sessionId: string;
  /** The session when the page has it; otherwise it is read once the menu opens. */
  session?: SessionDto;
}

/**
 * A session's 'Add to calendar': Google Calendar and Outlook on the web with the next meeting
 * filled in, and the session's iCalendar file with every meeting.
 */
export function AddToCalendarLink({ sessionId, session, ...menu }: AddToCalendarLinkProps) {
  return (
    <AddToCalendarMenu
      {...menu}
      icsHref={apiUrl(`/sessions/${encodeURIComponent(sessionId)}/calendar.ics`)}
      webLinks={<SessionCalendarLinks sessionId={sessionId} session={session} />}
    />
  );
}
