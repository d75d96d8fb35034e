import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type NoteDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { noteKeys } from './keys';

/**
 * One page of the caller's notes, newest first, with the total; the server refuses any email but
 * the caller's own.
 */
export function getMyNotes(email: string, page: number) {
  return api.list<NoteDto>('/notes', { query: { email, page, limit: PAGE_SIZE } });
}

export const myNotesQueryOptions = (email: string, page: number) =>
  queryOptions({
    queryKey: noteKeys.mine(email, page),
    queryFn: () => getMyNotes(email, page),
    // The list runs only once the email is known: the server answers only for the caller's own.
    enabled: Boolean(email),
    placeholderData: keepPreviousData,
  });

export function useMyNotes(email: string, page: number) {
  return useQuery(myNotesQueryOptions(email, page));
}
