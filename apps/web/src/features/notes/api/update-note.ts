import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteBody, NoteDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { noteKeys } from './keys';

export function updateNote({ id, ...body }: NoteBody & { id: string }) {
  return api.put<NoteDto>(`/notes/${encodeURIComponent(id)}`, body);
}

export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  });
}
