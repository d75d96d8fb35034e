import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMaterialBody, MaterialDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { materialKeys } from './keys';

export function createMaterial(body: CreateMaterialBody) {
  return api.post<MaterialDto & { insertedId: string }>('/materials', body);
}

export function useCreateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaterial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialKeys.all }),
  });
}
