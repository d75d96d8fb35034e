import { AUDIT_ACTIONS, type AuditAction } from '@studyhall/shared';
import { listSearch } from '@/lib/list-search';
import { pageParam } from '@/lib/page-param';

/** What the audit log is narrowed to; an empty field narrows nothing. */
export interface AuditFilters {
  action: AuditAction | '';
  actor: string;
}

const isAction = (value: string | null): value is AuditAction =>
  AUDIT_ACTIONS.some((action) => action === value);

/**
 * The filters and page an address names (`?action=&actor=&page=`), so Back, a reload and a shared
 * link all show the same entries; an action the log does not know narrows nothing.
 */
export function auditViewOf(params: URLSearchParams): { filters: AuditFilters; page: number } {
  const action = params.get('action');
  return {
    filters: {
      action: isAction(action) ? action : '',
      actor: params.get('actor')?.trim() ?? '',
    },
    page: pageParam(params.get('page')),
  };
}

/** The address of a view. */
export const auditSearchOf = ({ action, actor }: AuditFilters, page = 1) =>
  listSearch({ action, actor }, page);
