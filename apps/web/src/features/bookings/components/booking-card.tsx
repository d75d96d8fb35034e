import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookingDto } from '@studyhall/shared';
import { AddToCalendarLink } from '@/components/add-to-calendar-link';
import { formatMoment, formatSpan } from '@/lib/datetime';
import { formatMoney } from '@/lib/format';
import { formatFee } from '@/lib/format';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { bookingTexts } from '../texts';
import { CancelBooking } from './cancel-booking';
import { NextMeeting } from './next-meeting';

/** Which section of My Booked Sessions the card is in, which decides what it offers. */
export type BookingSection = 'upcoming' | 'past' | 'cancelled';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-base-content/70">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function refundText(refund: NonNullable<BookingDto['refund']>): string {
  return bookingTexts.refund[refund.status](formatMoney(refund.amount));
}

/**
 * One booking: the session, its tutor and fee, when and where the class is (in the reader's
 * zone), and what can be done with it: an upcoming one can go in a calendar or be cancelled; a
 * cancelled one says who cancelled it and what was refunded.
 */
export function BookingCard({
  booking,
  section = 'upcoming',
  onCancelled,
}: {
  booking: BookingDto;
  section?: BookingSection;
  /** Told once this booking is cancelled (it moves to another section). */
  onCancelled?: (booking: BookingDto) => void;
}) {
  const titleId = useId();
  return (
    <article className="card h-full border border-base-200 bg-base-100 shadow-sm">
      <div className="card-body">
        <h3 id={titleId} className="card-title">
          {booking.sessionTitle}
        </h3>
        <dl className="space-y-1 text-sm">
          <Fact label={t('bookings.fact.tutor')}>{booking.tutorName}</Fact>
          <Fact label={t('bookings.fact.fee')}>{formatFee(booking.registrationFee)}</Fact>
          <Fact label={t('bookings.fact.class')}>
            <time dateTime={booking.startsAt}>{formatSpan(booking.startsAt, booking.endsAt)}</time>
          </Fact>
          {section === 'upcoming' ? <NextMeeting booking={booking} /> : null}
          {booking.location ? (
            <Fact label={t('bookings.fact.place')}>{booking.location}</Fact>
          ) : null}
          <Fact label={t('bookings.fact.booked')}>
            <time dateTime={booking.bookedAt}>{formatMoment(booking.bookedAt)}</time>
          </Fact>
          {section === 'cancelled' ? (
            <>
              <Fact label={t('bookings.fact.cancelled')}>
                {booking.cancelledAt ? (
                  <time dateTime={booking.cancelledAt}>{formatMoment(booking.cancelledAt)}</time>
                ) : null}
                {booking.cancelledBy ? ` ${bookingTexts.cancelledBy[booking.cancelledBy]}` : null}
              </Fact>
              {booking.refund ? (
                <Fact label={t('bookings.fact.refund')}>{refundText(booking.refund)}</Fact>
              ) : null}
            </>
          ) : null}
        </dl>
        {section === 'upcoming' ? (
          <CancelBooking
            sessionId={booking.sessionId}
            sessionTitle={booking.sessionTitle}
            startsAt={booking.startsAt}
            fee={booking.registrationFee}
            booking={{ id: booking._id, refundable: booking.refundable }}
            describedBy={titleId}
            onCancelled={() => onCancelled?.(booking)}
          />
        ) : null}
        <div className="card-actions mt-2 justify-end">
          {section === 'upcoming' ? (
            <AddToCalendarLink sessionId={booking.sessionId} describedBy={titleId} />
          ) : null}
          <Link
            to={paths.sessionDetail.getHref(booking.sessionId)}
            className="btn btn-primary btn-sm"
            aria-describedby={titleId}
          >
            {t('bookings.viewDetails')}
          </Link>
        </div>
      </div>
    </article>
  );
}
