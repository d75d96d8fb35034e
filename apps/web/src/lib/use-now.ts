import { useEffect, useState } from 'react';

/**
 * The time now, read again every `everyMs` (a minute unless told): what depends on the clock (a
 * deadline passing, a class starting) changes on screen while the page stays open.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
