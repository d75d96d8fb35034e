import { registrationInstants, registrationState, type SessionDto } from '@studyhall/shared';
import { usePublicConfig } from '@/lib/config';
import { formatShortDate } from '@/lib/datetime';
import { t } from '@/lib/i18n';
import { useReaderZone } from '@/lib/use-reader-zone';

const tones = { open: 'badge-success', upcoming: 'badge-info', closed: 'badge-error' } as const;

type RegistrationWindow = Pick<SessionDto, 'registrationStart' | 'registrationEnd'>;

const stateText = (state: 'open' | 'closed') =>
  state === 'open' ? t('sessions.registrationState.open') : t('sessions.registrationState.closed');

/**
 * What registration is today, in words that mean it: 'Registration open', 'Opens Dec 12' (the
 * day in the reader's zone) or 'Registration closed', decided in the platform time zone
 * (docs/decisions/001-registration-window.md).
 */
export function RegistrationBadge({ session }: { session: RegistrationWindow }) {
  const { data: config } = usePublicConfig();
  const timeZone = config?.timeZone;
  const readerZone = useReaderZone();
  const state = registrationState(session, new Date(), timeZone);
  const text =
    state === 'upcoming'
      ? t('sessions.registrationOpensOn', {
          day: formatShortDate(registrationInstants(session, timeZone).opensAt, readerZone),
        })
      : stateText(state);
  return <span className={`badge ${tones[state]}`}>{text}</span>;
}

/**
 * A limited session's free seats on its card ('3 seats left', 'Full'); nothing when unlimited.
 * Kept in this module, which the home page loads with its cards anyway: a file of its own would
 * be one more request before the first paint (docs/performance.md#web-budget).
 */
export function SeatsBadge({ session }: { session: Pick<SessionDto, 'seatsLeft'> }) {
  const left = session.seatsLeft;
  if (left === null || left === undefined) return null;
  return (
    <span className={`badge ${left ? 'badge-neutral' : 'badge-error'}`}>
      {left ? t('sessions.seatsLeft', { left }) : t('sessions.full')}
    </span>
  );
}
