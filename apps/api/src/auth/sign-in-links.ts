import type { FastifyReply, FastifyRequest } from 'fastify';
import { forward } from './auth-response';
import { OIDC_PROVIDER_ID } from './oidc';

/**
 * Plain links that start a provider's sign-in, Google's or the school's own:
 * `?callbackURL=` is where the user comes back to, `?errorCallbackURL=` where a refusal is told.
 */
export const SIGN_IN_LINKS: Readonly<Record<string, string>> = {
  '/sign-in/google': 'google',
  [`/sign-in/${OIDC_PROVIDER_ID}`]: OIDC_PROVIDER_ID,
};

/**
 * better-auth starts a provider's sign-in from a POST answered with JSON `{ url }`; this answers
 * the same start as a 302 to the provider's authorization URL, with better-auth's state cookie
 * set, so a link or a client that follows redirects can begin it. Starting is harmless to forge:
 * it only leads the browser to the provider's own sign-in page.
 */
export async function startProviderSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  origin: string,
  provider: string,
) {
  const query = request.query as { callbackURL?: unknown; errorCallbackURL?: unknown };
  const callbackURL = typeof query.callbackURL === 'string' ? query.callbackURL : '/';
  const errorCallbackURL =
    typeof query.errorCallbackURL === 'string' ? query.errorCallbackURL : undefined;
  const response = await request.server.auth.handler(
    new Request(new URL('/api/auth/sign-in/social', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ provider, callbackURL, errorCallbackURL }),
    }),
  );
  if (!response.ok) {
    // A page's link (the web's button) comes back to its own error page, rather than leaving the
    // visitor on a JSON answer: the provider is unreachable, or not configured.
    const back = ownPage(request, errorCallbackURL);
    if (!back) return forward(response, reply, { keepToken: false });
    const { code } = (await response.json().catch(() => ({}))) as { code?: unknown };
    back.searchParams.set('error', typeof code === 'string' ? code : 'provider_unavailable');
    return reply.redirect(back.toString(), 302);
  }
  const { url } = (await response.json()) as { url: string };
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.redirect(url, 302);
}

/** `errorCallbackURL` when it is a page of this site (an origin the server answers on), else none. */
function ownPage(request: FastifyRequest, errorCallbackURL: string | undefined): URL | undefined {
  if (!errorCallbackURL) return undefined;
  const { publicUrl, trustedOrigins } = request.server.config;
  try {
    const page = new URL(errorCallbackURL, publicUrl);
    return [publicUrl, ...trustedOrigins].includes(page.origin) ? page : undefined;
  } catch {
    return undefined;
  }
}
