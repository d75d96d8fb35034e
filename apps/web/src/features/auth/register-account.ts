import { messages, type SignUpForm } from '@studyhall/shared';
import { api, ApiError } from '@/lib/api-client';
import { authSessionQueryOptions, refreshSession, signUp, updateUser } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
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

/** Whether the new account is signed in: not while it must verify its email first. */
export interface RegisterResult {
  signedIn: boolean;
}

/**
 * The register flow (docs/product.md#accounts-and-sign-in): create the account (which signs it in),
 * upload the photo and set it on the account, then save the user record. A failed photo upload
 * keeps the account without a photo; the caller is told through `onPhotoUploaded` or
 * `onPhotoFailed`. When the server requires a verified email, sign-up signs nobody in: the steps
 * that need a session are left out, and the photo can be added from My Profile later.
 */
export async function registerAccount(
  values: SignUpForm,
  photo: File | null,
  hooks: {
    onProgress: (percent: number) => void;
    onPhotoUploaded: (message: string) => void;
    onPhotoFailed: (message: string) => void;
  },
): Promise<RegisterResult> {
  try {
    await signUp(values);
  } catch (error) {
    throw new RegisterError(
      'account',
      error instanceof ApiError && error.message ? error.message : messages.auth.registerFailed,
    );
  }

  const session = await queryClient
    .fetchQuery({ ...authSessionQueryOptions(), staleTime: 0 })
    .catch(() => null);
  if (!session) return { signedIn: false };

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
  return { signedIn: true };
}
