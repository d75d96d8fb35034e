import { Link } from 'react-router';
import { useState, type ReactNode } from 'react';
import { messages, TABLE_PAGE_SIZE, type SessionDto, type SessionStatus } from '@studyhall/shared';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { formatFee } from '@/lib/format';
import { useSessionsByStatus } from '../api/get-sessions-by-status';
import { useKeepPageWithin } from '@/lib/use-keep-page-within';
import { sessionTexts } from '../texts';

interface SessionsTableProps {
  status: SessionStatus;
  heading: string;
  /** The name of the list's pagination. */
  pageLabel: string;
  emptyMessage: string;
  actions: (session: SessionDto) => ReactNode;
}

/** One of the admin's lists (pending or approved), a page at a time, with its row actions. */
export function SessionsTable({
  status,
  heading,
  pageLabel,
  emptyMessage,
  actions,
}: SessionsTableProps) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useSessionsByStatus(status, page);
  useKeepPageWithin(page, setPage, data?.total, TABLE_PAGE_SIZE);
  const headingId = `sessions-${status}-heading`;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-semibold">
        {heading}
      </h2>
      {isPending ? (
        <Spinner label={messages.lists.loadingSessions} showLabel />
      ) : isError ? (
        <ErrorState message={messages.sessions.fetchFailed} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <>
          <DataTable columns={sessionTexts.adminColumns}>
            {data.items.map((session) => (
              <tr key={session._id}>
                <td className="font-medium">
                  <Link className="link" to={paths.sessionDetail.getHref(session._id)}>
                    {session.title}
                  </Link>
                </td>
                <td>
                  <div>{session.tutorName}</div>
                  <div className="text-sm text-base-content/70">{session.tutorEmail}</div>
                </td>
                <td>{session.duration}</td>
                <td>{formatFee(session.registrationFee)}</td>
                <td>
                  <div className="flex flex-wrap gap-2">{actions(session)}</div>
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination
            page={page}
            total={data.total}
            pageSize={TABLE_PAGE_SIZE}
            onPageChange={setPage}
            hideWhenSinglePage
            label={pageLabel}
          />
        </>
      )}
    </section>
  );
}
