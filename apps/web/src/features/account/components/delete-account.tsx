import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { forgetSession } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { accountTexts } from '../texts';
import { ProfileSection } from './profile-section';

/**
 * The danger zone: deleting the account, confirmed with its password. An account without one
 * (Google only) is told so by the server, and confirms with its email address instead.
 */
export function DeleteAccount() {
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [withEmail, setWithEmail] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  function close() {
    setOpen(false);
    setValue('');
    setError(undefined);
  }

  function confirm() {
    if (!value.trim()) {
      setError(withEmail ? messages.auth.emailRequired : messages.account.passwordRequired);
      return;
    }
    deleteAccount.mutate(withEmail ? { email: value.trim() } : { password: value }, {
      onSuccess: () => {
        // The server cleared the cookie; the cached account and everything it saw go too.
        forgetSession();
        toast.success(messages.account.accountDeleted);
        void navigate(paths.home.getHref(), { replace: true });
      },
      onError: (failure) => {
        const needsEmail =
          failure instanceof ApiError && failure.code === 'EMAIL_CONFIRMATION_REQUIRED';
        if (needsEmail && !withEmail) {
          setWithEmail(true);
          setValue('');
        }
        setError(errorMessage(failure, messages.generic.internal));
      },
    });
  }

  return (
    <ProfileSection title={t('account.delete.title')} danger>
      <p>{accountTexts.deleteIntro}</p>
      <div>
        <Button className="btn-error" onClick={() => setOpen(true)}>
          {t('account.delete.button')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={t('account.delete.confirmTitle')}
        text={messages.account.deleteConfirm}
        confirmLabel={t('account.delete.confirm')}
        busy={deleteAccount.isPending}
        onConfirm={confirm}
        onCancel={close}
      >
        <form
          noValidate
          className="mt-2"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <FormField
            id="delete-confirm"
            label={withEmail ? t('account.delete.email') : t('account.delete.password')}
            error={error}
          >
            <input
              key={withEmail ? 'email' : 'password'}
              type={withEmail ? 'email' : 'password'}
              autoComplete={withEmail ? 'email' : 'current-password'}
              className="input w-full"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              {...fieldA11y('delete-confirm', error)}
            />
          </FormField>
        </form>
      </ConfirmDialog>
    </ProfileSection>
  );
}
