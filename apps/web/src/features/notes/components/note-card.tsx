import type { NoteDto } from '@studyhall/shared';
import { t } from '@/lib/i18n';

interface NoteCardProps {
  note: NoteDto;
  onEdit: () => void;
  onDelete: () => void;
}

export function NoteCard({ note, onEdit, onDelete }: NoteCardProps) {
  return (
    <article className="card border border-base-200 bg-base-100 shadow-sm">
      <div className="card-body">
        <h2 className="card-title">{note.title}</h2>
        <p className="whitespace-pre-line text-base-content/80">{note.description}</p>
        <div className="card-actions justify-end">
          <button
            type="button"
            className="btn btn-sm btn-outline"
            aria-label={t('notes.editNamed', { title: note.title })}
            onClick={onEdit}
          >
            {t('notes.edit')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-error"
            aria-label={t('notes.deleteNamed', { title: note.title })}
            onClick={onDelete}
          >
            {t('notes.delete')}
          </button>
        </div>
      </div>
    </article>
  );
}
