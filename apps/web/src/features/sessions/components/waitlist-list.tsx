import { useId } from 'react';
import type { SessionDto } from '@studyhall/shared';
import { formatMoment } from '@/lib/datetime';
import { useWaitlist } from '../api/get-waitlist';
import { sessionTexts } from '../texts';

/** Who waits for a seat, first in line first, as its tutor and admins see it; hidden when empty. */
export function WaitlistList({ session }: { session: SessionDto }) {
  const headingId = useId();
  const waitlist = useWaitlist(session._id, true);
  const entries = waitlist.data ?? [];
  if (entries.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold">
        {sessionTexts.waitlistTitle} ({entries.length})
      </h3>
      <ol className="space-y-2">
        {entries.map((entry) => (
          <li key={entry._id} className="rounded-box bg-base-200 px-3 py-2">
            <p>
              <span className="font-semibold">#{entry.position}</span> {entry.studentName}
            </p>
            <p className="text-sm text-base-content/70">{entry.studentEmail}</p>
            {entry.offerExpiresAt ? (
              <p className="text-sm">
                {sessionTexts.seatHeldUntil(formatMoment(entry.offerExpiresAt))}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
