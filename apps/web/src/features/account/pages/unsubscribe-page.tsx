import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@studyhall/shared';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useUnsubscribe } from '../api/unsubscribe';
import { emailKinds, PREFERENCES_ID } from '../email-kinds';
import { accountTexts } from '../texts';

const preferencesHref = `${paths.dashboard.profile.getHref()}#${PREFERENCES_ID}`;

/**
 * /unsubscribe?token=…: an email footer's one-click link. Opening the page is the click, so it
 * asks the server once on arrival, without sign-in.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user } = useSession();
  const { mutate, data, error, isError } = useUnsubscribe();
  // StrictMode runs effects twice in development; the ref keeps it to one request.
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    mutate(token);
  }, [token, mutate]);

  return (
    <div className="card mx-auto w-full max-w-md border border-base-200 bg-base-100 shadow-lg">
      <div className="card-body">
        <h1 className="text-center text-3xl font-bold">{t('account.unsubscribe.title')}</h1>
        {!token ? (
          <Notice tone="error" role="alert">
            {accountTexts.unsubscribeInvalid}
          </Notice>
        ) : isError ? (
          <Notice tone="error" role="alert">
            {errorMessage(error, messages.generic.internal)}
          </Notice>
        ) : data ? (
          <div role="status" className="space-y-2">
            <Notice tone="success">{messages.account.unsubscribed}</Notice>
            <p>
              {accountTexts.turnedOff} <strong>{emailKinds[data.kind]?.label ?? data.kind}</strong>{' '}
              ({data.email})
            </p>
          </div>
        ) : (
          <Spinner label={accountTexts.unsubscribing} showLabel />
        )}
        <p className="mt-4 text-center">
          <Link
            to={user ? preferencesHref : paths.auth.login.getHref(preferencesHref)}
            className="link link-primary"
          >
            {user ? accountTexts.managePreferences : accountTexts.loginToManage}
          </Link>
        </p>
      </div>
    </div>
  );
}
