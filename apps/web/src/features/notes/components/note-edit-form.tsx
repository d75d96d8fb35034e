import { useId, useState } from 'react';
import type { NoteBody, NoteDto } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';

interface NoteEditFormProps {
  note: NoteDto;
  saving: boolean;
  onSave: (fields: NoteBody) => void;
  onCancel: () => void;
}

/**
 * The card turned into a form in place (docs/product.md#notes: one card at a time; no visible
 * validation).
 */
export function NoteEditForm({ note, saving, onSave, onCancel }: NoteEditFormProps) {
  const [title, setTitle] = useState(note.title);
  const [description, setDescription] = useState(note.description);
  const id = useId();

  return (
    <form
      className="card border border-primary bg-base-100 shadow-sm"
      aria-label={t('notes.editForm', { title: note.title })}
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ title, description });
      }}
    >
      <div className="card-body gap-3">
        <label htmlFor={`${id}-title`} className="sr-only">
          {t('notes.title')}
        </label>
        <input
          id={`${id}-title`}
          className="input w-full"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <label htmlFor={`${id}-description`} className="sr-only">
          {t('notes.description')}
        </label>
        <textarea
          id={`${id}-description`}
          rows={4}
          className="textarea w-full"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="card-actions justify-end">
          <button type="button" className="btn btn-sm" onClick={onCancel} disabled={saving}>
            {t('notes.cancel')}
          </button>
          <Button type="submit" small className="btn-primary" busy={saving}>
            {t('notes.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
