import { z } from 'zod';
import {
  accountDto,
  authSessionDto,
  currentSessionDto,
  errorBody,
  profileUpdateBody,
  signedInDto,
  signInBody,
  signUpBody,
} from '@studyhall/shared';

/*
 * better-auth serves its endpoints through one wildcard route (better-auth-route.ts), which the
 * document cannot describe by itself. These are the endpoints the web and API clients use, written
 * out with the shapes our route gives them (409 for a taken email, no session tokens for pages).
 */

type OpenApi = { paths?: Record<string, unknown> } & Record<string, unknown>;

/**
 * Refers to a named answer schema through the schema itself, never its name: the import is what
 * keeps the schema, and the `.meta({ id })` that lists it in the document's components, in the
 * built bundle, which leaves out whatever nothing imports (the shared package has no side effects).
 */
const ref = (schema: z.ZodType) => {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('A schema the document refers to needs a .meta({ id })');
  return { $ref: `#/components/schemas/${id}` };
};
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const answer = (description: string, schema: unknown) => ({ description, ...json(schema) });
const refusal = (description: string) => answer(description, ref(errorBody));
const bodyOf = (schema: z.ZodType) => ({
  required: true,
  ...json(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' })),
});

const SIGNED_IN = [{ bearer: [] }, { cookie: [] }];
const statusAnswer = answer('Done', {
  type: 'object',
  properties: { status: { type: 'boolean' }, message: { type: 'string' } },
  required: ['status'],
});
const signedInAnswer = answer(
  'Signed in; the session cookie is set. API clients also get the token.',
  ref(signedInDto),
);

const operations: Record<string, Record<string, unknown>> = {
  '/api/auth/sign-up/email': {
    post: {
      operationId: 'signUp',
      summary:
        'Create an account (always a student) and sign in; a verification mail is sent. With REQUIRE_EMAIL_VERIFICATION=1 nobody is signed in until the link is followed',
      requestBody: bodyOf(signUpBody),
      responses: {
        200: signedInAnswer,
        400: refusal('A field is missing or invalid'),
        403: refusal(
          'The email is outside the school’s domains (code EMAIL_DOMAIN_NOT_ALLOWED, with OIDC_ALLOWED_DOMAINS), passwords are turned off for this address (code PASSWORD_SIGN_IN_DISABLED, with PASSWORD_SIGN_IN=0), or sent from a page of another site',
        ),
        409: refusal('An account with this email exists'),
        429: refusal('Too many sign-ups from this address'),
      },
    },
  },
  '/api/auth/sign-in/email': {
    post: {
      operationId: 'signIn',
      summary: 'Sign in with email and password',
      requestBody: bodyOf(signInBody.extend({ rememberMe: z.boolean().optional() })),
      responses: {
        200: signedInAnswer,
        400: refusal('A field is missing or invalid'),
        401: refusal('Wrong email or password (the same answer for both)'),
        403: refusal(
          'The email is not verified yet (code EMAIL_NOT_VERIFIED; only with REQUIRE_EMAIL_VERIFICATION=1), passwords are turned off for this address (code PASSWORD_SIGN_IN_DISABLED; with PASSWORD_SIGN_IN=0 only the ADMIN_EMAIL account signs in with one), or sent from a page of another site',
        ),
        429: refusal('Too many failed attempts; try again later'),
      },
    },
  },
  '/api/auth/sign-out': {
    post: {
      operationId: 'signOut',
      summary: 'Sign out: the session is revoked on the server',
      security: SIGNED_IN,
      responses: {
        200: answer('Signed out', {
          type: 'object',
          properties: { success: { type: 'boolean' } },
          required: ['success'],
        }),
        400: refusal('Bad request'),
        401: refusal('Not signed in'),
      },
    },
  },
  '/api/auth/get-session': {
    get: {
      operationId: 'getAuthSession',
      summary: 'The signed-in account and session, or null',
      security: [...SIGNED_IN, {}],
      responses: {
        200: answer('The session, without its token; null when signed out', ref(currentSessionDto)),
        400: refusal('Bad request'),
      },
    },
  },
  '/api/auth/list-sessions': {
    get: {
      operationId: 'listAuthSessions',
      summary: "The account's open sessions, without their tokens",
      security: SIGNED_IN,
      responses: {
        200: answer('Open sessions', { type: 'array', items: ref(authSessionDto) }),
        400: refusal('Bad request'),
        401: refusal('Not signed in'),
      },
    },
  },
  '/api/auth/update-user': {
    post: {
      operationId: 'updateProfile',
      summary: 'Change the display name or photo',
      security: SIGNED_IN,
      requestBody: bodyOf(profileUpdateBody),
      responses: {
        200: answer('Saved', {
          type: 'object',
          properties: { status: { type: 'boolean' } },
          required: ['status'],
        }),
        400: refusal('A field is invalid'),
        401: refusal('Not signed in'),
      },
    },
  },
  '/api/auth/change-password': {
    post: {
      operationId: 'changePassword',
      summary: "Change the password; the account's other sessions are signed out",
      security: SIGNED_IN,
      requestBody: bodyOf(
        z.object({ currentPassword: z.string(), newPassword: z.string().min(6).max(128) }),
      ),
      responses: {
        200: answer('Changed', {
          type: 'object',
          properties: { user: ref(accountDto) },
          required: ['user'],
        }),
        400: refusal('The current password is wrong or the new one is invalid'),
        401: refusal('Not signed in'),
      },
    },
  },
  '/api/auth/request-password-reset': {
    post: {
      operationId: 'requestPasswordReset',
      summary:
        'Mail a link to /reset-password, valid one hour; the same answer whether or not the account exists',
      requestBody: bodyOf(z.object({ email: z.email(), redirectTo: z.string().optional() })),
      responses: {
        200: statusAnswer,
        400: refusal('The email is missing or invalid'),
        403: refusal('redirectTo names another site'),
        429: refusal('5 requests per address, or 100 per client, in 15 minutes'),
      },
    },
  },
  '/api/auth/reset-password': {
    post: {
      operationId: 'resetPassword',
      summary: "Set a new password with the mail's token; every session of the account ends",
      requestBody: bodyOf(z.object({ token: z.string(), newPassword: z.string().min(6).max(128) })),
      responses: {
        200: statusAnswer,
        400: refusal(
          'The token is invalid, expired or used (code INVALID_TOKEN), or the password is invalid',
        ),
      },
    },
  },
  '/api/auth/send-verification-email': {
    post: {
      operationId: 'sendVerificationEmail',
      summary: 'Mail the verification link again',
      requestBody: bodyOf(z.object({ email: z.email(), callbackURL: z.string().optional() })),
      responses: {
        200: statusAnswer,
        400: refusal('The email is missing, invalid or already verified'),
        429: refusal('5 requests per address, or 100 per client, in 15 minutes'),
      },
    },
  },
  '/api/auth/verify-email': {
    get: {
      operationId: 'verifyEmail',
      summary: "The mail's verification link: verifies the address, signs in and redirects",
      parameters: [
        { name: 'token', in: 'query', required: true, schema: { type: 'string' } },
        {
          name: 'callbackURL',
          in: 'query',
          required: false,
          description: 'Where to go next: /email-verified, with ?error= when the link is bad',
          schema: { type: 'string' },
        },
      ],
      responses: {
        302: { description: 'To callbackURL' },
        400: refusal('Bad request'),
      },
    },
  },
  '/api/auth/sign-in/social': {
    post: {
      operationId: 'startSocialSignIn',
      summary:
        'Start Google sign-in (`google`) or the school’s own OpenID Connect sign-in (`oidc`): answers the URL of the provider’s sign-in page',
      requestBody: bodyOf(
        z.object({
          provider: z.enum(['google', 'oidc']),
          callbackURL: z.string(),
          errorCallbackURL: z
            .string()
            .optional()
            .meta({ description: 'Where a refusal is told, with ?error=<code>' }),
        }),
      ),
      responses: {
        200: answer('Where to send the browser', {
          type: 'object',
          properties: { url: { type: 'string' }, redirect: { type: 'boolean' } },
          required: ['url'],
        }),
        400: refusal(
          'Bad request, or an idToken for the school’s provider (it signs in only through the redirect)',
        ),
        404: refusal('That provider is not configured'),
      },
    },
  },
  '/api/auth/sign-in/oidc': {
    get: {
      operationId: 'startSchoolSignIn',
      summary:
        'Start the school’s own OpenID Connect sign-in from a plain link: a redirect to the provider (authorization code with PKCE, state and nonce)',
      parameters: [
        {
          name: 'callbackURL',
          in: 'query',
          required: false,
          description: 'Where to come back to after signing in',
          schema: { type: 'string' },
        },
        {
          name: 'errorCallbackURL',
          in: 'query',
          required: false,
          description: 'Where a refusal is told, with ?error=<code>',
          schema: { type: 'string' },
        },
      ],
      responses: {
        302: {
          description:
            'To the provider’s sign-in page; or, when the provider cannot be reached, to errorCallbackURL (a page of this site) with ?error=<code>',
        },
        400: refusal('Bad request'),
        403: refusal('callbackURL or errorCallbackURL names another site'),
        404: refusal('The school’s sign-in is not configured, or its provider cannot be reached'),
      },
    },
  },
  '/api/auth/callback/{provider}': {
    get: {
      operationId: 'finishProviderSignIn',
      summary:
        'Where the provider sends the browser back (`google` or `oidc`): the code is exchanged, the ID token checked, the account found, made or joined, and the browser signed in',
      parameters: [
        {
          name: 'provider',
          in: 'path',
          required: true,
          schema: { type: 'string', enum: ['google', 'oidc'] },
        },
        { name: 'code', in: 'query', required: false, schema: { type: 'string' } },
        { name: 'state', in: 'query', required: false, schema: { type: 'string' } },
      ],
      responses: {
        302: {
          description:
            'To callbackURL, signed in; or to errorCallbackURL (else /login) with ?error=<code>: EMAIL_DOMAIN_NOT_ALLOWED (outside OIDC_ALLOWED_DOMAINS), account_not_linked (an account has this email and the provider does not vouch for it), state_mismatch (a state that is gone, used or from another browser), unable_to_get_user_info (an ID token that fails its checks), email_not_verified, access_denied',
        },
      },
    },
  },
  '/api/auth/sign-in/google': {
    get: {
      operationId: 'startGoogleSignIn',
      summary: 'Start Google sign-in from a plain link: a redirect to Google',
      parameters: [
        {
          name: 'callbackURL',
          in: 'query',
          required: false,
          description: 'Where to come back to after signing in',
          schema: { type: 'string' },
        },
      ],
      responses: {
        302: { description: 'To Google’s consent screen' },
        400: refusal('Bad request'),
        404: refusal('Google sign-in is not configured'),
      },
    },
  },
};

for (const path of Object.values(operations)) {
  for (const [method, operation] of Object.entries(path) as [string, Record<string, unknown>][]) {
    operation.tags = ['Auth'];
    operation.security ??= [];
    if (method !== 'post') continue;
    // Refusals every write can meet before better-auth acts on it, as on our own routes.
    const responses = operation.responses as Record<number, unknown>;
    responses[403] ??= refusal('Sent from a page of another site');
    responses[413] ??= refusal('The body is too large');
    responses[415] ??= refusal('The body is not JSON');
    responses[429] ??= refusal('Too many requests; try again later');
  }
}

/** Adds better-auth's endpoints to the generated document. */
export function documentBetterAuth<T>(document: T): T {
  const openapi = document as OpenApi;
  return { ...openapi, paths: { ...openapi.paths, ...operations } } as T;
}
