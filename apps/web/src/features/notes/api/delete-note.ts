import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { noteKeys } from './keys';

export function deleteNote(id: string) {
  return api.delete<{ _id: string }>(`/notes/${encodeURIComponent(id)}`);
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  });
}
