import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * Helmet's security headers on every answer, worked out once. @fastify/helmet builds a new helmet
 * middleware, parsing the whole Content-Security-Policy again, on every request: the bench's CPU
 * profile put that at 6% of the server's time on a list (docs/performance.md#where-the-time-goes).
 * Added as a hook on the root instance, so it covers every route and the not-found answer.
 */
export function addSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  { inlineScripts = [] }: { inlineScripts?: string[] } = {},
): void {
  const options: HelmetOptions = {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config, inlineScripts) },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

/**
 * With Stripe keys the payment page runs Stripe.js and Elements, which need the "Stripe.js" set of
 * Stripe's CSP guide (docs.stripe.com/security/guide): its scripts and frames from js.stripe.com
 * and its subdomains (Elements and the 3-D Secure challenge start frames there), hooks.stripe.com
 * frames for 3-D Secure redirects, and calls to api.stripe.com. The guide's maps.googleapis.com
 * only serves the Address Element, which we do not use, and m.stripe.network is no longer in it.
 */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * A script written into the page itself is allowed by its SHA-256 (CSP level 2), so only that exact
 * text runs: the build's theme script (apps/web/vite.config.ts), inline so that the first paint
 * waits for no request. Any other inline script, an injected one included, is still refused.
 */
const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** Checked in the browser on every page by apps/web/e2e/security.spec.ts. */
function contentSecurityPolicy(config: Config, inlineScripts: string[]) {
  const stripe = config.stripe ? STRIPE_SOURCES : { script: [], frame: [], connect: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScripts.map(scriptHash), ...stripe.script],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...stripe.connect],
    frameSrc: stripe.frame.length ? stripe.frame : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: config.isProduction ? [] : null,
  };
}
