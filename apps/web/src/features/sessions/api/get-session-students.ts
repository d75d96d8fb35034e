import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_PAGE_SIZE, type SessionStudentDto } from '@studyhall/shared';
import { sessionKeys } from '@/api/keys';
import { api } from '@/lib/api-client';
import { sessionPath } from './session-mutation';

/**
 * A page of the students who booked a session, cancelled bookings included, with their
 * attendance: for its tutor and admins.
 */
export function getSessionStudents(id: string, page: number) {
  return api.list<SessionStudentDto>(`${sessionPath(id)}/students`, {
    query: { include: 'cancelled', page, limit: TABLE_PAGE_SIZE },
  });
}

// Under the session's keys: a booking, a cancellation or a session change refreshes it.
export const sessionStudentsKeys = {
  session: (id: string) => [...sessionKeys.all, 'students', id] as const,
  page: (id: string, page: number) => [...sessionStudentsKeys.session(id), { page }] as const,
};

export const sessionStudentsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: sessionStudentsKeys.page(id, page),
    queryFn: () => getSessionStudents(id, page),
    placeholderData: keepPreviousData,
  });

export function useSessionStudents(id: string, page: number) {
  return useQuery(sessionStudentsQueryOptions(id, page));
}
