import type { BookingDto } from '@studyhall/shared';
import { formatMoment } from '@/lib/datetime';
import { t } from '@/lib/i18n';

/**
 * A booking's next meeting (docs/product.md#meetings), in the reader's own zone: when to come
 * next to a class that meets many times. Nothing once none is ahead or the booking has ended.
 */
export function NextMeeting({ booking }: { booking: BookingDto }) {
  if (!booking.nextMeetingAt || booking.cancelledAt || booking.sessionStatus === 'cancelled') {
    return null;
  }
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-base-content/70">{t('bookings.nextMeeting')}</dt>
      <dd className="font-medium">
        <time dateTime={booking.nextMeetingAt}>{formatMoment(booking.nextMeetingAt)}</time>
      </dd>
    </div>
  );
}
