import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_PAGE_SIZE, type SessionStudentDto } from '@studyhall/shared';
import { sessionKeys } from '@/api/keys';
import { api } from '@/lib/api-client';
import { sessionPath } from './session-mutation';

/**
 * A page of the students who booked a session, cancelled bookings included, with their
 * attendance: for its tutor and admins.
 */
export function getSessionStudents(id: string, page: number, meetingId?: string) {
  return api.list<SessionStudentDto>(`${sessionPath(id)}/students`, {
    query: {
      include: 'cancelled',
      page,
      limit: TABLE_PAGE_SIZE,
      ...(meetingId ? { meetingId } : {}),
    },
  });
}

// Under the session's keys: a booking, a cancellation or a session change refreshes it.
export const sessionStudentsKeys = {
  session: (id: string) => [...sessionKeys.all, 'students', id] as const,
  page: (id: string, page: number, meetingId?: string) =>
    [...sessionStudentsKeys.session(id), { page, meetingId }] as const,
};

/** The roster shows the attendance of one meeting: `meetingId`, or the server's choice. */
export const sessionStudentsQueryOptions = (id: string, page: number, meetingId?: string) =>
  queryOptions({
    queryKey: sessionStudentsKeys.page(id, page, meetingId),
    queryFn: () => getSessionStudents(id, page, meetingId),
    placeholderData: keepPreviousData,
  });

export function useSessionStudents(id: string, page: number, meetingId?: string) {
  return useQuery(sessionStudentsQueryOptions(id, page, meetingId));
}
