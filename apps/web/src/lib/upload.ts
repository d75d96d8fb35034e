import { MAX_UPLOAD_BYTES, messages } from '@studyhall/shared';
import { API_BASE, ApiError } from './api-client';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const PHOTO_ACCEPT = ACCEPTED_TYPES.join(',');

/**
 * What is wrong with a profile photo (register, My Profile), before it is sent. The server checks
 * again from the bytes; this only spares a doomed upload.
 */
export function photoError(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!ACCEPTED_TYPES.includes(file.type)) return messages.uploads.imageUnsupported;
  if (file.size > MAX_UPLOAD_BYTES) return messages.uploads.imageTooLarge;
  return undefined;
}

interface UploadAnswer {
  data: { url: string };
}

/**
 * Sends one image to `POST /api/uploads` and resolves its URL. XMLHttpRequest rather than fetch
 * because only it reports upload progress (0 to 100 through `onProgress`).
 */
export function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/uploads`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const body = xhr.response as Partial<UploadAnswer> & { message?: string };
      if (xhr.status >= 200 && xhr.status < 300 && body?.data?.url) {
        onProgress?.(100);
        resolve(body.data.url);
      } else {
        reject(new ApiError(xhr.status, body?.message ?? messages.uploads.imageUploadFailed));
      }
    });
    xhr.addEventListener('error', () =>
      reject(new ApiError(0, messages.uploads.imageUploadFailed)),
    );
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
