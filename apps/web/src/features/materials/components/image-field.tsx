import { useState, type ComponentProps } from 'react';
import { messages } from '@studyhall/shared';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { uploadImage } from '@/lib/upload';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n';

interface ImageFieldProps {
  id: string;
  error?: string;
  /** The registered text input holding the image URL. */
  inputProps: ComponentProps<'input'>;
  /** The current URL, for the preview. */
  value: string;
  onUploaded: (url: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

/** The image is either a file uploaded here (with its progress) or a pasted http(s) link. */
export function ImageField({
  id,
  error,
  inputProps,
  value,
  onUploaded,
  onUploadingChange,
}: ImageFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    onUploadingChange?.(true);
    try {
      onUploaded(await uploadImage(file, setProgress));
    } catch (uploadError) {
      toast.error(errorMessage(uploadError, messages.uploads.imageUploadFailed));
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
    }
  }

  return (
    <div>
      <FormField id={`${id}-file`} label={t('materials.imageFile')}>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="file-input w-full"
          disabled={progress !== null}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </FormField>
      {progress !== null ? (
        <progress
          className="progress progress-primary mt-2 w-full"
          value={progress}
          max={100}
          aria-label={messages.materials.uploadingImage}
        />
      ) : null}
      <FormField id={id} label={t('materials.imageLink')} error={error}>
        <input
          type="text"
          inputMode="url"
          placeholder={t('materials.imagePlaceholder')}
          className="input w-full"
          {...fieldA11y(id, error)}
          {...inputProps}
        />
      </FormField>
      {value && !error ? (
        <img
          src={value}
          alt={t('materials.imagePreview')}
          width={228}
          height={128}
          loading="lazy"
          decoding="async"
          className="mt-3 h-32 w-auto rounded-box object-cover"
        />
      ) : null}
    </div>
  );
}
