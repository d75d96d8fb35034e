import { type ReactNode, useState } from 'react';
import { messages, type SessionDto } from '@studyhall/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useDeleteSession } from '../api/delete-session';
import { ApproveModal } from '../components/approve-modal';
import { RejectModal } from '../components/reject-modal';
import { SessionsTable } from '../components/sessions-table';
import { UpdateTitleModal } from '../components/update-title-modal';
import { errorMessage } from '@/lib/error-message';
import { formatFee } from '@/lib/format';
import { sessionTexts } from '../texts';

type Action = 'approve' | 'reject' | 'update' | 'delete';

/**
 * /dashboard/all-sessions: the sessions to approve, then `children` (what else waits for an
 * admin's approval beside them: lesson types), then the approved sessions.
 */
export default function ManageSessionsPage({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState<{ action: Action; session: SessionDto } | null>(null);
  const deleteSession = useDeleteSession();
  const sessionFor = (action: Action) => (open?.action === action ? open.session : null);
  const close = () => setOpen(null);
  const deleting = sessionFor('delete');

  function confirmDelete() {
    const session = sessionFor('delete');
    if (!session) return;
    deleteSession.mutate(session._id, {
      onSuccess: () => {
        toast.success(messages.sessions.deleted);
        close();
      },
      onError: (error) => toast.error(errorMessage(error, messages.sessions.deleteFailed)),
    });
  }

  const button = (action: Action, session: SessionDto, label: string, tone: string) => (
    <button
      type="button"
      className={`btn btn-sm ${tone}`}
      aria-label={sessionTexts.actionOn(label, session.title)}
      onClick={() => setOpen({ action, session })}
    >
      {label}
    </button>
  );

  return (
    <div className="space-y-10">
      <h1 className="text-3xl font-bold">{sessionTexts.manageSessionsTitle}</h1>
      <SessionsTable
        status="pending"
        heading={sessionTexts.pendingSessions}
        pageLabel={sessionTexts.pendingSessionsPages}
        emptyMessage={messages.lists.noPendingSessions}
        actions={(session) => (
          <>
            {button('approve', session, sessionTexts.approve, 'btn-success')}
            {button('reject', session, sessionTexts.reject, 'btn-error')}
          </>
        )}
      />
      {children}
      <SessionsTable
        status="approved"
        heading={sessionTexts.approvedSessions}
        pageLabel={sessionTexts.approvedSessionsPages}
        emptyMessage={messages.lists.noApprovedSessions}
        actions={(session) => (
          <>
            {button('update', session, sessionTexts.update, 'btn-info')}
            {button('delete', session, sessionTexts.delete, 'btn-error')}
          </>
        )}
      />
      <ApproveModal session={sessionFor('approve')} onClose={close} />
      <RejectModal session={sessionFor('reject')} onClose={close} />
      <UpdateTitleModal session={sessionFor('update')} onClose={close} />
      <ConfirmDialog
        open={deleting !== null}
        title={sessionTexts.deleteTitle}
        text={sessionTexts.deleteText(deleting?.title ?? '')}
        details={
          deleting
            ? sessionTexts.deleteDetails(
                deleting.seatsTaken,
                deleting.registrationFee > 0 ? formatFee(deleting.registrationFee) : null,
              )
            : []
        }
        confirmLabel={sessionTexts.confirmDelete}
        busy={deleteSession.isPending}
        onConfirm={confirmDelete}
        onCancel={close}
      />
    </div>
  );
}
