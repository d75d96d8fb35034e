import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_PAGE_SIZE, type OutboxMailDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { outboxKeys } from './keys';

/** One page of every mail the platform sent or will send, newest first, with the total. */
export function getOutbox(page: number) {
  return api.list<OutboxMailDto>('/admin/outbox', { query: { page, limit: TABLE_PAGE_SIZE } });
}

export const outboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: outboxKeys.page(page),
    queryFn: () => getOutbox(page),
    placeholderData: keepPreviousData,
  });

export function useOutbox(page: number) {
  return useQuery(outboxQueryOptions(page));
}
