import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialDto, UpdateMaterialBody } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { materialKeys } from './keys';

export function updateMaterial({ id, ...body }: UpdateMaterialBody & { id: string }) {
  return api.put<MaterialDto>(`/materials/${encodeURIComponent(id)}`, body);
}

export function useUpdateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaterial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.all }),
  });
}
