import type { FastifyInstance } from 'fastify';
import { invalid } from '../domain/refusal';

export const NON_CANONICAL_PATH =
  'The request path must not contain dot segments, encoded slashes or empty segments';
export const MALFORMED_PATH = 'The request path is not valid URL encoding';

/**
 * Why a request path is refused, or undefined when it is served as it is.
 *
 * A path is served only in the one spelling a URL parser leaves unchanged. Layers below us
 * resolve the others differently: better-auth builds a URL from the path, which turns
 * `/api/auth/./sign-in/email` into `/sign-in/email`, while a limit or a body check that compares
 * the raw path sees something else and lets the request by. Refusing every other spelling before
 * any hook runs means each limit, check and access rule decides on the path the handler serves,
 * whatever new route or layer is added later.
 */
export function pathProblem(url: string): string | undefined {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  try {
    decodeURIComponent(path);
  } catch {
    return MALFORMED_PATH;
  }
  // `//` and encoded separators survive URL parsing, but routers and proxies split them apart.
  if (path.includes('//') || /%2f|%5c/i.test(path)) return NON_CANONICAL_PATH;
  // The parser resolves `.`, `..`, `%2e` and `\`, and drops a fragment, tabs and newlines.
  if (new URL(path, 'http://canonical.invalid').pathname !== path) return NON_CANONICAL_PATH;
  return undefined;
}

/** The first hook of the app: nothing, not even the rate limiter, sees a path it would misread. */
export function refuseNonCanonicalPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const problem = pathProblem(request.url);
    if (problem) throw invalid(problem);
  });
}
