import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys, updateUser } from '@/lib/auth';
import { uploadImage } from '@/lib/upload';

export interface ProfileChange {
  name: string;
  /** A new photo to upload and set; the current one stays without it. */
  photo: File | null;
  onProgress: (percent: number) => void;
}

/** Uploads the new photo first (as register does), then saves name and photo on the account. */
export async function updateProfile({ name, photo, onProgress }: ProfileChange) {
  const image = photo ? await uploadImage(photo, onProgress) : undefined;
  await updateUser(image ? { name, image } : { name });
}

/** Every screen showing the account (the avatar, the menus) reads it again once saved. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.session() }),
  });
}
