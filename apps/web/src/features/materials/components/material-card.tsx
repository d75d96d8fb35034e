import type { MaterialDto } from '@studyhall/shared';
import { MaterialPreview } from './material-preview';
import { t } from '@/lib/i18n';

interface MaterialCardProps {
  material: MaterialDto;
  onEdit: () => void;
  onDelete: () => void;
}

export function MaterialCard({ material, onEdit, onDelete }: MaterialCardProps) {
  return (
    <article className="card border border-base-200 bg-base-100 shadow-sm">
      <MaterialPreview material={material} />
      <div className="card-body">
        <h2 className="card-title">{material.title}</h2>
        <a
          href={material.link}
          target="_blank"
          rel="noopener noreferrer"
          className="link link-primary break-all"
        >
          {material.link}
        </a>
        <div className="card-actions justify-end">
          <button
            type="button"
            className="btn btn-sm btn-outline"
            aria-label={t('materials.editNamed', { title: material.title })}
            onClick={onEdit}
          >
            {t('materials.edit')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-error"
            aria-label={t('materials.deleteNamed', { title: material.title })}
            onClick={onDelete}
          >
            {t('materials.delete')}
          </button>
        </div>
      </div>
    </article>
  );
}
