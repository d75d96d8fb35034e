import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TABLE_PAGE_SIZE } from '@studyhall/shared';
import { PagedList } from '@/components/ui/paged-list';
import { useAuditLog } from '../api/get-audit-log';
import { auditSearchOf, auditViewOf, type AuditFilters } from '../audit-filters';
import { AuditFiltersForm } from '../components/audit-filters-form';
import { AuditTable } from '../components/audit-table';
import { auditTexts } from '../texts';

/**
 * /dashboard/audit-log (admins): who did what, newest first, a page at a time from the server.
 * The filters and the page live in the address, so Back returns to the previous view.
 */
export default function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = useMemo(() => auditViewOf(params), [params]);
  const log = useAuditLog(filters, page);
  const filtered = filters.action !== '' || filters.actor !== '';
  const toLastPage = useCallback(
    (last: number) => setParams(auditSearchOf(filters, last), { replace: true }),
    [setParams, filters],
  );

  return (
    <section>
      <h1 className="mb-2 text-3xl font-bold">{auditTexts.title}</h1>
      <p className="mb-6 text-base-content/70">{auditTexts.intro}</p>
      <AuditFiltersForm
        key={params.toString()}
        filters={filters}
        onApply={(next: AuditFilters) => setParams(auditSearchOf(next))}
      />
      <PagedList
        query={log}
        loadingLabel={auditTexts.loading}
        errorMessage={auditTexts.failed}
        emptyMessage={filtered ? auditTexts.emptyFiltered : auditTexts.empty}
        page={page}
        pageSize={TABLE_PAGE_SIZE}
        onPageChange={(next) => setParams(auditSearchOf(filters, next))}
        hideWhenSinglePage
        pageLabel={auditTexts.pages}
        onPastLastPage={toLastPage}
      >
        {(entries) => {
          const first = (page - 1) * TABLE_PAGE_SIZE + 1;
          return (
            <AuditTable
              entries={entries}
              caption={auditTexts.caption(first, first + entries.length - 1, log.data?.total ?? 0)}
            />
          );
        }}
      </PagedList>
    </section>
  );
}
