import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';
/**
 * Query parameters that carry a credential: the links in password-reset, verification and
 * unsubscribe mails (`token`), and the one-time code of Google's sign-in callback (`code`).
 */
const SECRET_PARAMETERS = new Set(['token', 'code']);
/**
 * Paths that end in a credential, kept up to the credential: the calendar feed's secret address
 * (modules/calendar/routes.ts) and better-auth's password-reset link.
 */
const SECRET_PATH = /^(\/api\/calendar\/|\/api\/auth\/reset-password\/).+/i;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * A URL as it may be written to the log: secrets in the path or the query replaced, whatever
 * spelling the client used for the parameter's name (the server decodes `%74oken` as `token`).
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const shownPath = path.replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryAt === -1) return shownPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_PARAMETERS.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${shownPath}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The app's logger options with secrets kept out of request lines, whoever configured the logger
 * (server.ts, a test): a secret in a URL is a credential, and logs are read by more people, and
 * kept longer, than the accounts they would open.
 */
export function withRedactedUrls(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: redactedRequest } };
}
