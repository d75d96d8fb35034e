import { useState } from 'react';
import { toast } from 'react-toastify';
import { messages, type MaterialDto } from '@studyhall/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { useDeleteMaterial } from '../api/delete-material';
import { useMyMaterials } from '../api/get-my-materials';
import { EditMaterialModal } from '../components/edit-material-modal';
import { MaterialCard } from '../components/material-card';
import { errorMessage } from '@/lib/error-message';

export default function MyMaterialsPage() {
  const { user } = useSession();
  const { data, isPending, isError, refetch } = useMyMaterials(user?.email ?? '');
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
      <h1 className="mb-6 text-3xl font-bold">My Uploaded Materials</h1>
      {isPending ? (
        <Spinner label={messages.materials.loading} showLabel />
      ) : isError ? (
        <ErrorState message={messages.generic.internal} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState message={messages.materials.none} />
      ) : (
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
