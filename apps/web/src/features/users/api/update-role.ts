import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

export function updateRole({ id, role }: { id: string; role: Role }) {
  return api.patch<{ message: string }>(`/users/${encodeURIComponent(id)}/role`, { role });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
