import { useState } from 'react';
import { messages, TABLE_PAGE_SIZE, type MaterialDto } from '@studyhall/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { formatMoment } from '@/lib/datetime';
import { toast } from '@/lib/toast';
import { useAllMaterials } from '../api/get-all-materials';
import { useDeleteMaterial } from '../api/delete-material';
import { errorMessage } from '@/lib/error-message';
import { useKeepPageWithin } from '@/lib/use-keep-page-within';
import { t } from '@/lib/i18n';

export default function ManageMaterialsPage() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useAllMaterials(page);
  useKeepPageWithin(page, setPage, data?.total, TABLE_PAGE_SIZE);
  const deleteMaterial = useDeleteMaterial();
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
      <h1 className="mb-6 text-3xl font-bold">{t('materials.manageTitle')}</h1>
      {isPending ? (
        <Spinner label={messages.materials.loading} showLabel />
      ) : isError ? (
        <ErrorState message={messages.generic.internal} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState message={messages.materials.none} />
      ) : (
        <>
          <DataTable
            columns={[
              t('materials.column.id'),
              t('materials.column.title'),
              t('materials.column.tutor'),
              t('materials.column.uploadedAt'),
              t('materials.column.action'),
            ]}
          >
            {data.items.map((material) => (
              <tr key={material._id}>
                <td className="font-mono text-xs break-all">{material.studySessionId}</td>
                <td className="font-medium">{material.title}</td>
                <td>{material.tutorName}</td>
                <td>{formatMoment(material.createdAt)}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-sm btn-error"
                    aria-label={t('materials.deleteNamed', { title: material.title })}
                    onClick={() => setToDelete(material)}
                  >
                    {t('materials.delete')}
                  </button>
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
          />
        </>
      )}
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
