import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_PAGE_SIZE, type UserDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

/** Users whose name or email contains the text (case-insensitive); everyone when it is empty. */
export function searchUsers(search: string, page: number) {
  return api.list<UserDto>('/users', { query: { search, page, limit: TABLE_PAGE_SIZE } });
}

export const searchUsersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: userKeys.search(search, page),
    queryFn: () => searchUsers(search, page),
    placeholderData: keepPreviousData,
  });

export function useSearchUsers(search: string, page: number) {
  return useQuery(searchUsersQueryOptions(search, page));
}
