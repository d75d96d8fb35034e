import type { ComponentProps } from 'react';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { ImageField } from './image-field';
import { t } from '@/lib/i18n';

interface Field {
  /** What `register(name)` returned for the input. */
  input: ComponentProps<'input'>;
  error?: string | undefined;
}

interface MaterialFieldsProps {
  idPrefix: string;
  title: Field;
  image: Field & { value: string; onUploaded: (url: string) => void };
  link: Field;
  onUploadingChange: (uploading: boolean) => void;
}

/** Title, image and document link: the same fields and rules on upload and on edit. */
export function MaterialFields({
  idPrefix,
  title,
  image,
  link,
  onUploadingChange,
}: MaterialFieldsProps) {
  const titleId = `${idPrefix}-title`;
  const linkId = `${idPrefix}-link`;
  return (
    <>
      <FormField id={titleId} label={t('materials.titleLabel')} error={title.error}>
        <input className="input w-full" {...fieldA11y(titleId, title.error)} {...title.input} />
      </FormField>
      <ImageField
        id={`${idPrefix}-image`}
        error={image.error}
        inputProps={image.input}
        value={image.value}
        onUploaded={image.onUploaded}
        onUploadingChange={onUploadingChange}
      />
      <FormField id={linkId} label={t('materials.linkLabel')} error={link.error}>
        <input
          type="url"
          placeholder="https://drive.google.com/…"
          className="input w-full"
          {...fieldA11y(linkId, link.error)}
          {...link.input}
        />
      </FormField>
    </>
  );
}
