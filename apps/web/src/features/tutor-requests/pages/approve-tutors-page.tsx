import { useState } from 'react';
import { messages, TABLE_PAGE_SIZE, type UserDto } from '@studyhall/shared';
import { DataTable } from '@/components/ui/data-table';
import { PagedList } from '@/components/ui/paged-list';
import { toast } from '@/lib/toast';
import { usePendingTutors } from '../api/get-pending-tutors';
import { useApproveTutor, useDeclineTutor } from '../api/resolve-request';
import { DeclineDialog } from '../components/decline-dialog';
import { RequestRow } from '../components/request-row';
import { errorMessage } from '@/lib/error-message';
import { tutorRequestTexts as texts } from '../texts';

export default function ApproveTutorsPage() {
  const [page, setPage] = useState(1);
  const requests = usePendingTutors(page);
  const approve = useApproveTutor();
  const decline = useDeclineTutor();
  const [declining, setDeclining] = useState<UserDto | null>(null);

  function onApprove(id: string) {
    approve.mutate(id, {
      onSuccess: () => toast.success(messages.users.tutorApproved),
      onError: (error) => toast.error(errorMessage(error, messages.users.tutorApproveFailed)),
    });
  }

  function onDecline(reason: string) {
    if (!declining) return;
    decline.mutate(
      { id: declining._id, reason },
      {
        onSuccess: () => {
          toast.success(messages.users.tutorDeclined);
          setDeclining(null);
        },
        onError: (error) => toast.error(errorMessage(error, messages.users.tutorDeclineFailed)),
      },
    );
  }

  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">{texts.pendingTitle}</h1>
      <PagedList
        query={requests}
        loadingLabel={messages.users.loadingRequests}
        errorMessage={messages.generic.internal}
        emptyMessage={messages.users.noPendingRequests}
        page={page}
        pageSize={TABLE_PAGE_SIZE}
        onPageChange={setPage}
        hideWhenSinglePage
        onPastLastPage={setPage}
      >
        {(items) => (
          <DataTable columns={texts.columns}>
            {items.map((user) => (
              <RequestRow
                key={user._id}
                user={user}
                busy={approve.isPending || decline.isPending}
                onApprove={() => onApprove(user._id)}
                onDecline={() => setDeclining(user)}
              />
            ))}
          </DataTable>
        )}
      </PagedList>
      <DeclineDialog
        user={declining}
        busy={decline.isPending}
        onDecline={onDecline}
        onCancel={() => setDeclining(null)}
      />
    </section>
  );
}
