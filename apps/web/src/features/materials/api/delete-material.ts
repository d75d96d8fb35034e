import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { materialKeys } from './keys';

export function deleteMaterial(id: string) {
  return api.delete<{ _id: string }>(`/materials/${encodeURIComponent(id)}`);
}

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    onSettled: () => queryClient.invalidateQueries({ queryKey: materialKeys.all }),
  });
}
