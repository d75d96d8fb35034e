import { usePublicConfig } from './config';
import { useHydrated } from './use-hydrated';

/**
 * The zone to show times in (the `timeZone` of datetime.ts): the reader's own (undefined), except
 * in HTML the server rendered and the render that hydrates it, which cannot know the reader's
 * zone and use the platform's (TIME_ZONE), named like every time; the render right after
 * hydration moves them to the reader's. Where both zones agree, nothing changes on screen
 * (docs/decisions/014-first-paint.md).
 */
export function useReaderZone(): string | undefined {
  const { data: config } = usePublicConfig();
  const fromServer = !useHydrated();
  return fromServer ? (config?.timeZone ?? 'UTC') : undefined;
}
