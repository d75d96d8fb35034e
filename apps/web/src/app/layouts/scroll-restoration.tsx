import { type Location, ScrollRestoration } from 'react-router';

/**
 * React Router keys saved scroll positions by the history entry, and every page opened by
 * address rather than by a link shares one key, `default`: opening a page would restore where
 * another page opened by address was left (a login form scrolled to its button put the next page
 * opened 65 px down). Such entries are keyed by their address instead.
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname + location.search : location.key;
}

/** Back and forward return to where the page was left; a new page starts at the top. */
export function PageScrollRestoration() {
  return <ScrollRestoration getKey={scrollKey} />;
}
