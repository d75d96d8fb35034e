import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and in the render that hydrates it, true in every render after (and
 * in a page drawn in the browser alone). What depends on the browser (the account, its zone, a
 * form the script handles) waits for it, so the first render matches what the server sent
 * (docs/decisions/014-first-paint.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
