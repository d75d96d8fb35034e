import { formatMoment } from '@/lib/datetime';
import { outboxTexts } from '../texts';

/** A moment in the reader's zone, or 'Not sent' (a dash on screen) when there is none. */
export function MailTime({ value }: { value: string | null }) {
  if (!value) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{outboxTexts.notSent}</span>
      </>
    );
  }
  return <time dateTime={value}>{formatMoment(value)}</time>;
}
