import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type NoteDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { noteKeys } from './keys';

/** The caller's notes, newest first; the server refuses any email but the caller's own. */
export function getMyNotes(email: string) {
  return api.list<NoteDto>('/notes', { query: { email, limit: MAX_PAGE_SIZE } });
}

export const myNotesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: noteKeys.mine(email),
    queryFn: () => getMyNotes(email),
    // Spec §7: the list runs only once the email is known.
    enabled: Boolean(email),
  });

export function useMyNotes(email: string) {
  return useQuery(myNotesQueryOptions(email));
}
