import { registrationLabels, registrationState, type SessionDto } from '@studyhall/shared';
import { usePublicConfig } from '@/lib/config';

const tones = { open: 'badge-success', upcoming: 'badge-info', closed: 'badge-error' } as const;

type RegistrationWindow = Pick<SessionDto, 'registrationStart' | 'registrationEnd'>;

/** 'Upcoming', 'Ongoing' or 'Closed', decided in the platform time zone (docs/decisions/001). */
export function RegistrationBadge({ session }: { session: RegistrationWindow }) {
  const { data: config } = usePublicConfig();
  const state = registrationState(session, new Date(), config?.timeZone);
  return <span className={`badge ${tones[state]}`}>{registrationLabels[state]}</span>;
}
