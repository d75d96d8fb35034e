import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@studyhall/shared';
import { Notice } from '@/components/ui/notice';
import { authKeys } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { sendVerificationEmail } from '../api/send-verification-email';
import { EmailForm } from '../components/email-form';

/**
 * /email-verified: where the server sends a browser after a verification link. On success the
 * account is verified and signed in; with `?error=` the link was refused and a new one is offered.
 */
export default function EmailVerifiedPage() {
  const [params] = useSearchParams();
  const failed = params.has('error');
  const queryClient = useQueryClient();

  // The link signed this browser in: the account it had cached (none, usually) is out of date.
  useEffect(() => {
    if (!failed) void queryClient.invalidateQueries({ queryKey: authKeys.session() });
  }, [failed, queryClient]);

  if (failed) return <VerificationFailed />;
  return (
    <VerifyCard title={t('auth.verified.title')}>
      <p role="status" className="text-center">
        {messages.account.emailVerified}
      </p>
      <p className="mt-4 text-center">
        <Link to={paths.dashboard.root.getHref()} className="btn btn-primary">
          {t('auth.verified.goToDashboard')}
        </Link>
      </p>
    </VerifyCard>
  );
}

function VerificationFailed() {
  const [outcome, setOutcome] = useState<{ sent: boolean; message: string } | null>(null);

  async function resend(email: string) {
    setOutcome(null);
    try {
      await sendVerificationEmail(email);
      setOutcome({ sent: true, message: messages.account.verificationSent });
    } catch (error) {
      setOutcome({ sent: false, message: errorMessage(error, messages.generic.internal) });
    }
  }

  return (
    <VerifyCard title={t('auth.verified.failedTitle')}>
      <Notice tone="warning" role="alert">
        {t('auth.verified.linkRefused')}
      </Notice>
      <div aria-live="polite">
        {outcome?.sent ? <Notice tone="success">{outcome.message}</Notice> : null}
      </div>
      {outcome && !outcome.sent ? (
        <Notice tone="error" role="alert">
          {outcome.message}
        </Notice>
      ) : null}
      <EmailForm id="verify-email" submitLabel={t('auth.verified.sendNewLink')} onSubmit={resend} />
    </VerifyCard>
  );
}

function VerifyCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card mx-auto w-full max-w-md border border-base-200 bg-base-100 shadow-lg">
      <div className="card-body">
        <h1 className="text-center text-3xl font-bold">{title}</h1>
        {children}
      </div>
    </div>
  );
}
