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
import { sessionManageTexts } from '../manage-texts';

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
      aria-label={sessionManageTexts.actionOn(label, session.title)}
      onClick={() => setOpen({ action, session })}
    >
      {label}
    </button>
  );

  return (
    <div className="space-y-10">
      <h1 className="text-3xl font-bold">{sessionManageTexts.manageSessionsTitle}</h1>
      <SessionsTable
        status="pending"
        heading={sessionManageTexts.pendingSessions}
        pageLabel={sessionManageTexts.pendingSessionsPages}
        emptyMessage={messages.lists.noPendingSessions}
        actions={(session) => (
          <>
            {button('approve', session, sessionManageTexts.approve, 'btn-success')}
            {button('reject', session, sessionManageTexts.reject, 'btn-error')}
          </>
        )}
      />
      {children}
      <SessionsTable
        status="approved"
        heading={sessionManageTexts.approvedSessions}
        pageLabel={sessionManageTexts.approvedSessionsPages}
        emptyMessage={messages.lists.noApprovedSessions}
        actions={(session) => (
          <>
            {button('update', session, sessionManageTexts.update, 'btn-info')}
            {button('delete', session, sessionManageTexts.delete, 'btn-error')}
          </>
        )}
      />
      <ApproveModal session={sessionFor('approve')} onClose={close} />
      <RejectModal session={sessionFor('reject')} onClose={close} />
      <UpdateTitleModal session={sessionFor('update')} onClose={close} />
      <ConfirmDialog
        open={deleting !== null}
        title={sessionManageTexts.deleteTitle}
        text={sessionManageTexts.deleteText(deleting?.title ?? '')}
        details={
          deleting
            ? sessionManageTexts.deleteDetails(
                deleting.seatsTaken,
                deleting.registrationFee > 0 ? formatFee(deleting.registrationFee) : null,
              )
            : []
        }
        confirmLabel={sessionManageTexts.confirmDelete}
        busy={deleteSession.isPending}
        onConfirm={confirmDelete}
        onCancel={close}
      />
    </div>
  );
}
