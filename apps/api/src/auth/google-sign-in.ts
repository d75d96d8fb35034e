import type { FastifyReply, FastifyRequest } from 'fastify';
import { forward } from './auth-response';

/** A plain link that starts Google sign-in: `?callbackURL=` is where the user comes back to. */
export const GOOGLE_START = '/sign-in/google';

/**
 * better-auth starts a social sign-in from a POST answered with JSON `{ url }`; this answers the
 * same start as a 302 to Google's authorization URL, with better-auth's state cookie set, so a
 * link or a client that follows redirects can begin it. Starting is harmless to forge: it only
 * leads the browser to Google's own consent screen.
 */
export async function startGoogleSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  origin: string,
) {
  const query = request.query as { callbackURL?: unknown };
  const callbackURL = typeof query.callbackURL === 'string' ? query.callbackURL : '/';
  const response = await request.server.auth.handler(
    new Request(new URL('/api/auth/sign-in/social', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ provider: 'google', callbackURL }),
    }),
  );
  if (!response.ok) return forward(response, reply, { keepToken: false });
  const { url } = (await response.json()) as { url: string };
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.redirect(url, 302);
}
