import { messages, type SessionDto } from '@studyhall/shared';
import { formatFee } from '@/lib/format';
import { sessionTexts } from '../texts';
import { SessionFact } from './session-fact';

/** 'N seats left' or 'This session is full' for a limited session; nothing when unlimited. */
function seatsText(session: SessionDto): string | null {
  if (session.capacity === null || session.seatsLeft === null) return null;
  return session.seatsLeft > 0
    ? sessionTexts.seatsLeft(session.seatsLeft)
    : messages.bookings.sessionFull;
}

/** What booking a session costs and whether a seat is left: shown beside the booking action. */
export function SessionTerms({ session }: { session: SessionDto }) {
  const seats = session.status === 'cancelled' ? null : seatsText(session);
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-box bg-base-200 p-4">
      <SessionFact label={sessionTexts.registrationFee}>
        {formatFee(session.registrationFee)}
      </SessionFact>
      {seats ? <SessionFact label={sessionTexts.seats}>{seats}</SessionFact> : null}
    </dl>
  );
}
