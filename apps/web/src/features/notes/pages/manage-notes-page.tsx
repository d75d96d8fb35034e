import { useState } from 'react';
import { messages, PAGE_SIZE, type NoteBody, type NoteDto } from '@studyhall/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useDeleteNote } from '../api/delete-note';
import { useMyNotes } from '../api/get-my-notes';
import { useUpdateNote } from '../api/update-note';
import { NoteCard } from '../components/note-card';
import { NoteEditForm } from '../components/note-edit-form';
import { ResultDialog } from '../components/result-dialog';
import { errorMessage } from '@/lib/error-message';
import { useKeepPageWithin } from '@/lib/use-keep-page-within';
import { t } from '@/lib/i18n';

// Read when shown, so they are in the page's language.
const deleted = () => ({ title: messages.notes.deletedTitle, text: messages.notes.deletedText });
const failed = () => ({ title: messages.notes.errorTitle, text: messages.notes.errorText });

/** The signed-in user's notes, a page at a time; each can be edited in place or deleted. */
export default function ManageNotesPage() {
  const [page, setPage] = useState(1);
  const { user } = useSession();
  const { data, isPending, isError, refetch } = useMyNotes(user?.email ?? '', page);
  // Deleting the last note of the last page steps back to the page before instead of an empty one.
  useKeepPageWithin(page, setPage, data?.total, PAGE_SIZE);
  const updateNote = useUpdateNote();
  const deleteNote = useDeleteNote();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<NoteDto | null>(null);
  const [result, setResult] = useState<{ title: string; text: string } | null>(null);

  function onSave(id: string, fields: NoteBody) {
    updateNote.mutate(
      { id, ...fields },
      {
        onSuccess: () => {
          toast.success(messages.notes.updated);
          setEditingId(null);
        },
        onError: (error) => toast.error(errorMessage(error, messages.notes.updateFailed)),
      },
    );
  }

  function onConfirmDelete() {
    if (!toDelete) return;
    deleteNote.mutate(toDelete._id, {
      onSuccess: () => setResult(deleted()),
      onError: () => setResult(failed()),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">{t('notes.manageTitle')}</h1>
      {isPending ? (
        <Spinner label={messages.notes.loading} showLabel />
      ) : isError ? (
        <ErrorState message={messages.generic.internal} onRetry={() => void refetch()} />
      ) : data.total === 0 ? (
        <EmptyState message={messages.notes.empty} />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {data.items.map((note) =>
              note._id === editingId ? (
                <NoteEditForm
                  key={note._id}
                  note={note}
                  saving={updateNote.isPending}
                  onSave={(fields) => onSave(note._id, fields)}
                  onCancel={() => setEditingId(null)}
                />
              ) : (
                <NoteCard
                  key={note._id}
                  note={note}
                  onEdit={() => setEditingId(note._id)}
                  onDelete={() => setToDelete(note)}
                />
              ),
            )}
          </div>
          <Pagination
            page={page}
            total={data.total}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
            hideWhenSinglePage
            label={t('notes.pages')}
          />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={messages.notes.confirmTitle}
        text={messages.notes.confirmText}
        confirmLabel={messages.notes.confirmButton}
        busy={deleteNote.isPending}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      />
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </section>
  );
}
