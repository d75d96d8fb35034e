import { Link, useParams } from 'react-router';
import { messages } from '@studyhall/shared';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { usePublicConfig } from '@/lib/config';
import { t } from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { usePaymentIntent } from '../api/create-payment-intent';
import { usePaymentSession } from '../api/get-payment-session';
import { CardEntry, PaymentCard } from '../components/payment-card';
import { errorMessage } from '@/lib/error-message';
import { isAlreadyBooked, usePayAndBook } from '../use-pay-and-book';

/**
 * /payment/{sessionId} (docs/product.md#student): 'Pay for' the session, its fee, a card entry,
 * 'Pay $fee'.
 */
export default function PaymentPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const config = usePublicConfig();
  const session = usePaymentSession(id);
  const fee = session.data?.registrationFee ?? null;
  const intent = usePaymentIntent(id, fee);
  const { pay, processing } = usePayAndBook(id);

  if (session.isPending || config.isPending) return <Spinner />;
  if (session.isError || config.isError) {
    return (
      <section className="mx-auto max-w-lg px-4 py-10">
        <ErrorState
          message={errorMessage(session.error ?? config.error, messages.generic.internal)}
        />
      </section>
    );
  }

  const { title, registrationFee } = session.data;
  const formProps = {
    clientSecret: intent.data?.clientSecret ?? null,
    fee: registrationFee,
    billing: { name: user?.name ?? '', email: user?.email ?? '' },
    processing,
    pay,
  };
  const { payments } = config.data;

  return (
    <PaymentCard title={title} fee={registrationFee}>
      {registrationFee <= 0 ? (
        <p>
          {messages.payments.freeSession}.{' '}
          <Link className="link" to={paths.sessionDetail.getHref(id)}>
            {t('payments.backToSession')}
          </Link>
        </p>
      ) : intent.isError ? (
        <IntentError error={intent.error} sessionId={id} />
      ) : (
        <CardEntry
          publishableKey={payments.provider === 'stripe' ? payments.publishableKey : null}
          {...formProps}
        />
      )}
    </PaymentCard>
  );
}

function IntentError({ error, sessionId }: { error: unknown; sessionId: string }) {
  const booked = isAlreadyBooked(error);
  // A full session cannot be paid for; its page offers the waitlist instead.
  const full = error instanceof ApiError && error.code === 'SESSION_FULL';
  return (
    <div className="space-y-3">
      <ErrorState message={errorMessage(error, messages.generic.internal)} />
      {booked ? (
        <Link className="btn btn-primary" to={paths.dashboard.bookedSessions.getHref()}>
          {t('payments.myBookings')}
        </Link>
      ) : null}
      {full ? (
        <Link className="btn btn-primary" to={paths.sessionDetail.getHref(sessionId)}>
          {t('payments.backToSession')}
        </Link>
      ) : null}
    </div>
  );
}
