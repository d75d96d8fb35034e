import { Link, useParams, useSearchParams } from 'react-router';
import { messages } from '@studyhall/shared';
import { useTutorLessonTypes } from '@/api/get-lesson-types';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { usePublicConfig } from '@/lib/config';
import { formatSpan } from '@/lib/datetime';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useLessonPaymentIntent } from '../api/create-lesson-payment-intent';
import { CardEntry, PaymentCard } from '../components/payment-card';
import { usePayForLesson } from '../use-pay-for-lesson';

/**
 * /lesson-payment/{lessonTypeId}?tutorId&startsAt (docs/product.md#lesson-screens): 'Pay for' the
 * lesson at the time chosen on the tutor's page, in the reader's zone, then the card entry.
 */
export default function LessonPaymentPage() {
  const { lessonTypeId = '' } = useParams();
  const [search] = useSearchParams();
  const tutorId = search.get('tutorId') ?? '';
  const startsAt = search.get('startsAt') ?? '';
  const { user } = useSession();
  const config = usePublicConfig();
  const types = useTutorLessonTypes(tutorId);
  const type = types.data?.find((lessonType) => lessonType._id === lessonTypeId);
  const { pay, processing, refused } = usePayForLesson(lessonTypeId, startsAt);
  const intent = useLessonPaymentIntent(
    lessonTypeId,
    startsAt,
    Boolean(type && type.feeCents > 0 && !refused),
  );
  const backToTutor = (
    <Link className="btn btn-primary" to={paths.tutorProfile.getHref(tutorId)}>
      {t('payments.lesson.chooseAnother')}
    </Link>
  );

  if (types.isPending || config.isPending) return <Spinner />;
  if (types.isError || config.isError || !type) {
    return (
      <section className="mx-auto max-w-lg space-y-4 px-4 py-10">
        <h1 className="text-2xl font-bold">{t('payments.lesson.title')}</h1>
        <ErrorState
          message={
            type === undefined && !types.isError
              ? messages.generic.notFound
              : errorMessage(types.error ?? config.error, messages.generic.internal)
          }
        />
      </section>
    );
  }

  const fee = type.feeCents / 100;
  const endsAt = new Date(new Date(startsAt).getTime() + type.durationMinutes * 60_000);
  const formProps = {
    clientSecret: intent.data?.clientSecret ?? null,
    fee,
    billing: { name: user?.name ?? '', email: user?.email ?? '' },
    processing,
    pay,
  };
  const { payments } = config.data;

  return (
    <PaymentCard
      title={type.title}
      fee={fee}
      details={
        <p>
          {t('payments.lesson.withTutor', { tutor: type.tutorName })}{' '}
          <time dateTime={startsAt}>{formatSpan(startsAt, endsAt)}</time>
        </p>
      }
    >
      {fee <= 0 ? (
        <p>
          {t('payments.lesson.free')}{' '}
          <Link className="link" to={paths.tutorProfile.getHref(tutorId)}>
            {t('payments.lesson.bookOnTutorPage')}
          </Link>
        </p>
      ) : refused || intent.isError ? (
        <div className="space-y-3">
          <ErrorState message={refused ?? errorMessage(intent.error, messages.generic.internal)} />
          {backToTutor}
        </div>
      ) : (
        <CardEntry
          publishableKey={payments.provider === 'stripe' ? payments.publishableKey : null}
          {...formProps}
        />
      )}
    </PaymentCard>
  );
}
