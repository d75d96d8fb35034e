import type { AuditFilters } from '../audit-filters';

/** Every audit log query key from one factory (admins only). */
export const auditKeys = {
  all: ['audit'] as const,
  page: (filters: AuditFilters, page: number) => [...auditKeys.all, filters, { page }] as const,
};
