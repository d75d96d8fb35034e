import { useState } from 'react';
import { messages, PAGE_SIZE, type MaterialDto } from '@studyhall/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useDeleteMaterial } from '../api/delete-material';
import { useMyMaterials } from '../api/get-my-materials';
import { EditMaterialModal } from '../components/edit-material-modal';
import { MaterialCard } from '../components/material-card';
import { errorMessage } from '@/lib/error-message';
import { useKeepPageWithin } from '@/lib/use-keep-page-within';
import { t } from '@/lib/i18n';

/** The signed-in tutor's materials, a page at a time, each with Edit and Delete. */
export default function MyMaterialsPage() {
  const [page, setPage] = useState(1);
  const { user } = useSession();
  const { data, isPending, isError, refetch } = useMyMaterials(user?.email ?? '', page);
  // Deleting the last material of the last page steps back to the page before.
  useKeepPageWithin(page, setPage, data?.total, PAGE_SIZE);
  const deleteMaterial = useDeleteMaterial();
  const [editing, setEditing] = useState<MaterialDto | null>(null);
  const [toDelete, setToDelete] = useState<MaterialDto | null>(null);

  function onConfirmDelete() {
    if (!toDelete) return;
    deleteMaterial.mutate(toDelete._id, {
      onSuccess: () => toast.success(messages.materials.deleted),
      onError: (error) => toast.error(errorMessage(error, messages.materials.deleteFailed)),
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">{t('materials.myTitle')}</h1>
      {isPending ? (
        <Spinner label={messages.materials.loading} showLabel />
      ) : isError ? (
        <ErrorState message={messages.generic.internal} onRetry={() => void refetch()} />
      ) : data.total === 0 ? (
        <EmptyState message={messages.materials.none} />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((material) => (
              <MaterialCard
                key={material._id}
                material={material}
                onEdit={() => setEditing(material)}
                onDelete={() => setToDelete(material)}
              />
            ))}
          </div>
          <Pagination
            page={page}
            total={data.total}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
            hideWhenSinglePage
            label={t('materials.pages')}
          />
        </>
      )}
      <EditMaterialModal material={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={messages.materials.confirmTitle}
        text={messages.materials.confirmText}
        confirmLabel={messages.materials.confirmButton}
        busy={deleteMaterial.isPending}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
