let serverOrigin = '';

/**
 * The site's origin for an address that must be absolute (a sign-in callback): the browser's own,
 * or on the server the public one it renders pages for (entry-server.tsx), which is the same.
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}
