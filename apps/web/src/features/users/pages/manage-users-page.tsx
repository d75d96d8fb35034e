import { useState } from 'react';
import { messages, TABLE_PAGE_SIZE, type Role, type UserDto } from '@studyhall/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useSearchUsers } from '../api/search-users';
import { useUpdateRole } from '../api/update-role';
import { UsersTable } from '../components/users-table';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { roleChangeText } from '../role-change';
import { useDebouncedValue } from '../use-debounced-value';

const SEARCH_DELAY_MS = 300;

export default function ManageUsersPage() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const { data, isPending, isError, refetch } = useSearchUsers(search, page);
  const updateRole = useUpdateRole();
  const { user: me } = useSession();
  // The change asked for, waiting for its confirmation: the select keeps showing the role as it is.
  const [proposed, setProposed] = useState<{ user: UserDto; role: Role } | null>(null);
  const confirmation = proposed
    ? roleChangeText(proposed.user, proposed.role, proposed.user._id === me?.id)
    : null;

  function onRoleChange(user: UserDto, role: Role) {
    if (role !== user.role) setProposed({ user, role });
  }

  function confirmRoleChange() {
    if (!proposed) return;
    updateRole.mutate(
      { id: proposed.user._id, role: proposed.role },
      {
        onSuccess: () => toast.success(messages.users.roleUpdated),
        onError: (error) => toast.error(errorMessage(error, messages.users.roleUpdateFailed)),
        onSettled: () => setProposed(null),
      },
    );
  }

  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">{t('users.title')}</h1>
      <div className="mb-6 max-w-md">
        <label htmlFor="user-search" className="sr-only">
          {t('users.searchLabel')}
        </label>
        <input
          id="user-search"
          type="search"
          className="input w-full"
          placeholder={t('users.searchPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {isPending ? (
        <Spinner label={messages.users.loading} showLabel />
      ) : isError ? (
        <ErrorState message={messages.generic.internal} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState message={messages.users.none} />
      ) : (
        <>
          <UsersTable
            users={data.items}
            firstNumber={(page - 1) * TABLE_PAGE_SIZE + 1}
            busy={updateRole.isPending}
            onRoleChange={onRoleChange}
          />
          <Pagination
            page={page}
            total={data.total}
            pageSize={TABLE_PAGE_SIZE}
            onPageChange={setPage}
            hideWhenSinglePage
          />
        </>
      )}
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        text={confirmation?.text ?? ''}
        details={confirmation?.details}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        busy={updateRole.isPending}
        onConfirm={confirmRoleChange}
        onCancel={() => setProposed(null)}
      />
    </section>
  );
}
