import { fieldA11y, FormField } from '@/components/ui/form-field';
import { PHOTO_ACCEPT } from '@/lib/upload';
import { t } from '@/lib/i18n';

interface PhotoFieldProps {
  id: string;
  label: string;
  /** What is wrong with the file chosen (`photoError`), before it is sent. */
  error?: string;
  /** The upload's progress from 0 to 100 while it runs; null otherwise. */
  progress: number | null;
  onChange: (file: File | null) => void;
}

/** A profile picture to upload (register, My Profile): the file, its problem, its progress. */
export function PhotoField({ id, label, error, progress, onChange }: PhotoFieldProps) {
  return (
    <>
      <FormField id={id} label={label} error={error}>
        <input
          type="file"
          accept={PHOTO_ACCEPT}
          className="file-input w-full"
          {...fieldA11y(id, error)}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </FormField>
      {progress !== null ? (
        <progress
          className="progress progress-primary w-full"
          value={progress}
          max={100}
          aria-label={t('ui.photoUpload')}
        />
      ) : null}
    </>
  );
}
