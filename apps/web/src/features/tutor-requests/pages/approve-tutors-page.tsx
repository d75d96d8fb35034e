import { useState } from 'react';
import { toast } from 'react-toastify';
import { messages } from '@studyhall/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { REQUESTS_PAGE_SIZE } from '../api/keys';
import { usePendingTutors } from '../api/get-pending-tutors';
import { useApproveTutor, useDeclineTutor } from '../api/resolve-request';
import { RequestRow } from '../components/request-row';
import { errorMessage } from '@/lib/error-message';
import { useKeepPageWithin } from '@/lib/use-keep-page-within';

export default function ApproveTutorsPage() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = usePendingTutors(page);
  useKeepPageWithin(page, setPage, data?.total, REQUESTS_PAGE_SIZE);
  const approve = useApproveTutor();
  const decline = useDeclineTutor();

  function onApprove(id: string) {
    approve.mutate(id, {
      onSuccess: () => toast.success(messages.users.tutorApproved),
      onError: (error) => toast.error(errorMessage(error, messages.users.tutorApproveFailed)),
    });
  }

  function onDecline(id: string) {
    decline.mutate(id, {
      onSuccess: () => toast.success(messages.users.tutorDeclined),
      onError: (error) => toast.error(errorMessage(error, messages.users.tutorDeclineFailed)),
    });
  }

  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">Pending Tutor Requests</h1>
      {isPending ? (
        <Spinner label={messages.users.loadingRequests} showLabel />
      ) : isError ? (
        <ErrorState message={messages.generic.internal} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState message={messages.users.noPendingRequests} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-box border border-base-200 bg-base-100">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((user) => (
                  <RequestRow
                    key={user._id}
                    user={user}
                    busy={approve.isPending || decline.isPending}
                    onApprove={() => onApprove(user._id)}
                    onDecline={() => onDecline(user._id)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            total={data.total}
            pageSize={REQUESTS_PAGE_SIZE}
            onPageChange={setPage}
            hideWhenSinglePage
          />
        </>
      )}
    </section>
  );
}
