import { messages } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n';
import { useSendVerificationEmail } from '../api/send-verification-email';

/**
 * 'Resend verification email' for the address a sign-in was refused for, then what happened.
 * The login page loads it only when a sign-in is refused for that reason.
 */
export default function ResendVerification({ email }: { email: string }) {
  const resend = useSendVerificationEmail();
  if (resend.isSuccess) {
    return <p role="status">{messages.account.verificationSent}</p>;
  }
  return (
    <>
      <Button
        small
        className="btn-outline"
        busy={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        {t('auth.resendVerification')}
      </Button>
      {resend.isError ? (
        <p role="alert" className="text-sm text-error">
          {errorMessage(resend.error, messages.generic.internal)}
        </p>
      ) : null}
    </>
  );
}
