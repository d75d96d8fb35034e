import { matchPath } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * The public pages the server renders with their content (docs/decisions/014-first-paint.md);
 * every other address gets index.html's static header and is drawn in the browser.
 */
const serverRenderedPaths = [
  paths.home.path,
  paths.studySessions.path,
  paths.tutors.path,
  paths.tutorProfile.path,
  paths.auth.login.path,
  paths.auth.register.path,
];

export function isServerRendered(pathname: string): boolean {
  return serverRenderedPaths.some((path) => matchPath(path, pathname));
}
