import { apiMessages, messages } from '@studyhall/shared';
import { type LimiterFactory, takeAll } from '../storage/rate-limiters';

const WINDOW_SECONDS = 15 * 60;

/**
 * The better-auth endpoints that send a mail to the address in their body, and their refusals
 * (read when refused, in the request's language).
 */
const MAIL_ENDPOINTS: Record<string, () => string> = {
  '/request-password-reset': () => apiMessages.auth.tooManyResetRequests,
  '/send-verification-email': () => messages.generic.tooManyRequests,
};

/**
 * Limits the requests that make the server send a mail (docs/product.md#accounts-and-sign-in):
 * 5 per address and endpoint in 15 minutes, so nobody's inbox can be flooded, and 100 per client
 * address, enough for a school behind one IP. Answers the refusal's message, or null to go on.
 */
export function createMailRequestLimiter(limiter: LimiterFactory) {
  const perEmail = limiter({ name: 'mail-email', points: 5, windowSeconds: WINDOW_SECONDS });
  const perClient = limiter({ name: 'mail-client', points: 100, windowSeconds: WINDOW_SECONDS });

  return async (endpoint: string, ip: string, body: unknown): Promise<string | null> => {
    const refusal = MAIL_ENDPOINTS[endpoint];
    if (!refusal) return null;
    const { email } = (body ?? {}) as { email?: unknown };
    const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
    const admitted = await takeAll([
      { limiter: perClient, key: ip },
      ...(address ? [{ limiter: perEmail, key: `${endpoint}:${address}` }] : []),
    ]);
    return admitted ? null : refusal();
  };
}
