import { EMAIL_KINDS, messages, type Role } from '@studyhall/shared';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { usePreferences, useUpdatePreference } from '../api/notification-preferences';
import { emailKinds, PREFERENCES_ID } from '../email-kinds';
import { accountTexts } from '../texts';
import { ProfileSection } from './profile-section';

/**
 * One switch per kind of email the role can get, each saved the moment it moves. Kinds a role
 * never gets (tutors' sessions for a student, admins' alerts) are not offered.
 */
export function EmailPreferences({ role }: { role: Role }) {
  const preferences = usePreferences();
  const update = useUpdatePreference();
  const kinds = EMAIL_KINDS.filter((kind) => emailKinds[kind].roles?.includes(role) ?? true);

  return (
    <ProfileSection title={t('account.preferences.title')} id={PREFERENCES_ID}>
      {preferences.isPending ? (
        <Spinner label={accountTexts.loadingPreferences} />
      ) : preferences.isError ? (
        <ErrorState
          message={messages.generic.internal}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <ul className="divide-y divide-base-200">
          {kinds.map((kind) => {
            const id = `email-${kind}`;
            return (
              <li key={kind} className="flex items-start justify-between gap-4 py-3">
                <div className="min-w-0">
                  <label htmlFor={id} className="font-medium">
                    {emailKinds[kind].label}
                  </label>
                  <p id={`${id}-hint`} className="text-sm text-base-content/80">
                    {emailKinds[kind].hint}
                  </p>
                </div>
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  className="toggle toggle-primary mt-1 shrink-0"
                  aria-describedby={`${id}-hint`}
                  checked={preferences.data.email[kind]}
                  onChange={(event) =>
                    update.mutate(
                      { kind, on: event.target.checked },
                      {
                        onSuccess: () => toast.success(messages.account.preferencesSaved),
                        onError: (error) =>
                          toast.error(errorMessage(error, messages.generic.internal)),
                      },
                    )
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-sm text-base-content/80">{accountTexts.securityNote}</p>
    </ProfileSection>
  );
}
