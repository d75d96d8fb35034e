import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_PAGE_SIZE, type AuditEntryDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import type { AuditFilters } from '../audit-filters';
import { auditKeys } from './keys';

/** One page of the audit log, newest first, narrowed by action and actor, with the total. */
export function getAuditLog({ action, actor }: AuditFilters, page: number) {
  return api.list<AuditEntryDto>('/admin/audit', {
    query: { action, actor, page, limit: TABLE_PAGE_SIZE },
  });
}

export const auditLogQueryOptions = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: auditKeys.page(filters, page),
    queryFn: () => getAuditLog(filters, page),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery(auditLogQueryOptions(filters, page));
}
