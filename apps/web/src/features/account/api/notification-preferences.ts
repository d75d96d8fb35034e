import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailKind, NotificationPreferencesDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

const PATH = '/me/notification-preferences';

export function getPreferences() {
  return api.get<NotificationPreferencesDto>(PATH);
}

/** Sets one kind of email on or off; the server keeps the others as they are. */
export function updatePreference({ kind, on }: { kind: EmailKind; on: boolean }) {
  return api.put<NotificationPreferencesDto>(PATH, { email: { [kind]: on } });
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.preferences(), queryFn: getPreferences });

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}

/**
 * A switch moves at once (optimistic) and moves back if the server refuses. Each save sends only
 * its own kind, so switches flipped in quick succession do not undo each other.
 */
export function useUpdatePreference() {
  const queryClient = useQueryClient();
  const key = accountKeys.preferences();
  return useMutation({
    mutationFn: updatePreference,
    onMutate: async ({ kind, on }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationPreferencesDto>(key);
      if (before) {
        queryClient.setQueryData<NotificationPreferencesDto>(key, {
          email: { ...before.email, [kind]: on },
        });
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
