import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteBody, NoteDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { noteKeys } from './keys';

export function createNote(body: NoteBody) {
  return api.post<NoteDto & { insertedId: string }>('/notes', body);
}

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  });
}
