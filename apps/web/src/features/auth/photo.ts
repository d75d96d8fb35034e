import { MAX_UPLOAD_BYTES, messages } from '@studyhall/shared';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const PHOTO_ACCEPT = ACCEPTED_TYPES.join(',');

/** The server checks again from the bytes; this only spares a doomed upload. */
export function photoError(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!ACCEPTED_TYPES.includes(file.type)) return messages.uploads.imageUnsupported;
  if (file.size > MAX_UPLOAD_BYTES) return messages.uploads.imageTooLarge;
  return undefined;
}
