import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  materialFields,
  messages,
  type MaterialDto,
  type UpdateMaterialBody,
} from '@studyhall/shared';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/lib/toast';
import { useUpdateMaterial } from '../api/update-material';
import { errorMessage } from '@/lib/error-message';
import { MaterialFields } from './material-fields';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';

interface EditMaterialModalProps {
  material: MaterialDto | null;
  onClose: () => void;
}

export function EditMaterialModal({ material, onClose }: EditMaterialModalProps) {
  return (
    <Modal open={material !== null} title={t('materials.editTitle')} onClose={onClose}>
      {material ? (
        <EditMaterialForm key={material._id} material={material} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function EditMaterialForm({ material, onDone }: { material: MaterialDto; onDone: () => void }) {
  const updateMaterial = useUpdateMaterial();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<UpdateMaterialBody>({
    resolver: zodResolver(materialFields),
    defaultValues: { title: material.title, image: material.image, link: material.link },
  });
  const image = useWatch({ control, name: 'image' });

  function onSubmit(values: UpdateMaterialBody) {
    updateMaterial.mutate(
      { id: material._id, ...values },
      {
        onSuccess: () => {
          toast.success(messages.materials.updated);
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, messages.materials.updateFailed)),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <MaterialFields
        idPrefix="edit-material"
        title={{ input: register('title'), error: errors.title?.message }}
        image={{
          input: register('image'),
          error: errors.image?.message,
          value: image,
          onUploaded: (url) => setValue('image', url, { shouldValidate: true }),
        }}
        link={{ input: register('link'), error: errors.link?.message }}
        onUploadingChange={setUploading}
      />
      <div className="modal-action">
        <button type="button" className="btn" onClick={onDone}>
          {t('materials.cancel')}
        </button>
        <Button
          type="submit"
          className="btn-primary"
          busy={updateMaterial.isPending}
          disabled={uploading}
        >
          {t('materials.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
