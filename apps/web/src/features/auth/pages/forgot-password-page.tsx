import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@studyhall/shared';
import { Notice } from '@/components/ui/notice';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { requestPasswordReset } from '../api/request-password-reset';
import { EmailForm } from '../components/email-form';

type Outcome = { sent: true } | { sent: false; message: string } | null;

/**
 * /forgot-password: asks for a reset link. Every address gets the same answer, so the page never
 * tells whether an account exists; only a refusal (too many requests) says something else.
 */
export default function ForgotPasswordPage() {
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function onSubmit(email: string) {
    setOutcome(null);
    try {
      await requestPasswordReset(email);
      setOutcome({ sent: true });
    } catch (error) {
      setOutcome({ sent: false, message: errorMessage(error, messages.generic.internal) });
    }
  }

  return (
    <div className="card mx-auto w-full max-w-md border border-base-200 bg-base-100 shadow-lg">
      <div className="card-body">
        <h1 className="text-center text-3xl font-bold">{t('auth.forgot.title')}</h1>
        <p className="text-base-content/80">{t('auth.forgot.intro')}</p>
        <div aria-live="polite">
          {outcome?.sent ? <Notice tone="success">{messages.account.resetRequested}</Notice> : null}
        </div>
        {outcome && !outcome.sent ? (
          <Notice tone="error" role="alert">
            {outcome.message}
          </Notice>
        ) : null}
        <EmailForm id="forgot-email" submitLabel={t('auth.forgot.submit')} onSubmit={onSubmit} />
        <p className="mt-4 text-center text-sm">
          <Link to={paths.auth.login.getHref()} className="link link-primary">
            {t('auth.forgot.backToLogin')}
          </Link>
        </p>
      </div>
    </div>
  );
}
