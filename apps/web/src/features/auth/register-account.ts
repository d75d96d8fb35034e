import { messages, type SignUpForm } from '@studyhall/shared';
import { api, ApiError } from '@/lib/api-client';
import { refreshSession, signUp, updateUser } from '@/lib/auth';
import { uploadImage } from '@/lib/upload';

export type RegisterStep = 'account' | 'photo' | 'profile';

export class RegisterError extends Error {
  constructor(
    readonly step: RegisterStep,
    message: string,
  ) {
    super(message);
    this.name = 'RegisterError';
  }
}

/**
 * The register flow (docs/product.md#accounts-and-sign-in): create the account (which signs it in),
 * upload the photo and set it on the account, then save the user record. A failed photo upload
 * keeps the account without a photo; the caller is told through `onPhotoUploaded` or
 * `onPhotoFailed`.
 */
export async function registerAccount(
  values: SignUpForm,
  photo: File | null,
  hooks: {
    onProgress: (percent: number) => void;
    onPhotoUploaded: (message: string) => void;
    onPhotoFailed: (message: string) => void;
  },
): Promise<void> {
  try {
    await signUp(values);
  } catch (error) {
    throw new RegisterError(
      'account',
      error instanceof ApiError && error.message ? error.message : messages.auth.registerFailed,
    );
  }

  let photoUrl: string | null = null;
  if (photo) {
    try {
      photoUrl = await uploadImage(photo, hooks.onProgress);
      await updateUser({ image: photoUrl });
      hooks.onPhotoUploaded(messages.uploads.profilePictureUploaded);
    } catch {
      photoUrl = null;
      hooks.onPhotoFailed(messages.uploads.imageUploadFailed);
    }
  }

  try {
    await api.post('/users', { email: values.email, name: values.name, photo: photoUrl });
  } catch {
    throw new RegisterError('profile', messages.auth.saveUserFailed);
  } finally {
    await refreshSession().catch(() => undefined);
  }
}
