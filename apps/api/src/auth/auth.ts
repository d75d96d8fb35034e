import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { getOAuthState } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import { and, eq } from 'drizzle-orm';
import { MIN_PASSWORD_LENGTH } from '@studyhall/shared';
import type { Config } from '../config';
import { languageFor } from '../i18n';
import type { Db } from '../db/client';
import { accounts, authSessions, users, verifications } from '../db/schema';
import { passwordResetMail, verificationMail } from '../mail/account-mails';
import type { NewMail } from '../mail/outbox';
import { recordAudit } from '../modules/audit/record';
import { OIDC_PROVIDER_ID, schoolSignIn } from './oidc';
import { noteSessionOpened } from './sign-in-notes';
import { domainRefusal, isAllowedEmail } from './sign-in-policy';

const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** Where better-auth's own log lines go: the app's pino logger, not the console. */
export type AuthLog = (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;

export interface AuthOptions {
  log?: AuthLog;
  /** Puts a security mail in the outbox; without it (tools that only make accounts) none is sent. */
  queueMail?: (mail: NewMail) => Promise<void>;
  /** How passwords are hashed and checked; better-auth's scrypt unless given (test/helper.ts). */
  passwordHashing?: PasswordHashing;
}

export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (stored: { hash: string; password: string }) => Promise<boolean>;
}

const RESET_TOKEN_SECONDS = 60 * 60;
const VERIFICATION_TOKEN_SECONDS = 24 * 60 * 60;

export function createAuth(
  config: Config,
  db: Db,
  { log, queueMail, passwordHashing }: AuthOptions = {},
) {
  // A mail is read in the account's language, or the browser's before it chose one.
  const mailLanguage = (user: object, request: Request | undefined) =>
    languageFor(
      'language' in user && typeof user.language === 'string' ? user.language : null,
      request?.headers.get('accept-language'),
      config.defaultLanguage,
    );
  const queue = queueMail ?? (async () => {});
  return betterAuth({
    logger: log ? { log: (level, message) => log(level, message) } : { disabled: true },
    appName: 'StudyHall',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl, ...config.trustedOrigins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: authSessions,
        account: accounts,
        verification: verifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      autoSignIn: true,
      requireEmailVerification: config.requireEmailVerification,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // A reset is how a stolen account is taken back: whoever was signed in is signed out.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        await queue(passwordResetMail(config.publicUrl, user, token, mailLanguage(user, request)));
      },
      // Done in the account's name by whoever holds its mail: the trail says when.
      onPasswordReset: async ({ user }) => {
        await recordAudit(db, [
          {
            actor: { id: user.id, email: user.email, ip: null },
            action: 'account.passwordReset',
            target: { type: 'user', id: user.id },
          },
        ]);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, token }, request) => {
        // Accounts the server makes itself (the admin, demo and test accounts) are verified by
        // it (seed/factories.ts); only a person signing up over HTTP gets the mail.
        if (!request) return;
        await queue(verificationMail(config.publicUrl, user, token, mailLanguage(user, request)));
      },
    },
    verification: {
      // A reset token signs in as its account for an hour: the database keeps only its hash.
      storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            prompt: 'select_account',
          },
        }
      : {},
    account: {
      // The OAuth state lives in the verification table, so the provider may send the browser
      // back to any instance.
      storeStateStrategy: 'database',
      accountLinking: {
        // A provider's sign-in joins an existing account of the same address only when the
        // provider says the address is verified (no provider is trusted without it). An account
        // whose own address was never proved is joined too, and loses what its unproved owner
        // set: forgetUnprovedPassword below.
        requireLocalEmailVerified: false,
      },
    },
    // A sign-in through a provider that fails before its own error page is known (a state that
    // is gone or used) comes back to the login page, which says what happened.
    onAPIError: { errorURL: `${config.publicUrl}/login` },
    user: {
      /**
       * OIDC_ALLOWED_DOMAINS for identities from providers: every sign-in through the school's
       * provider, and any account a provider would create. Password sign-ups are held to it in
       * better-auth-route.ts, before better-auth, which would turn this refusal into a blank
       * success when it hides which addresses exist.
       */
      validateUserInfo: ({ user, source }) => {
        if (source.method !== 'oauth') return;
        const schools = source.oauth?.providerId === OIDC_PROVIDER_ID;
        if (!schools && source.action !== 'create-user') return;
        if (isAllowedEmail(config, String(user.email ?? ''))) return;
        const refusal = domainRefusal();
        return { error: refusal.reason, errorDescription: refusal.message };
      },
      additionalFields: {
        // input: false — no sign-up or update body can set these; only our own routes change them.
        role: { type: 'string', required: false, defaultValue: 'student', input: false },
        pendingReason: { type: 'string', required: false, input: false },
        declinedReason: { type: 'string', required: false, input: false },
        lastLogIn: { type: 'date', required: false, input: false },
        // Set by the profile update, which checks it against profileUpdateBody first.
        language: { type: 'string', required: false, input: true },
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: 24 * 60 * 60,
    },
    // Our own limiter (sign-in-limiter.ts) counts failures per account and IP; see docs/architecture.md.
    rateLimit: { enabled: false },
    advanced: {
      // better-auth skips its Origin and CSRF checks when it thinks it runs under a test runner;
      // ours must test the checks the product runs with.
      disableOriginCheck: false,
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            noteSessionOpened(session.userId);
            await db
              .update(users)
              .set({ lastLogIn: new Date() })
              .where(eq(users.id, session.userId));
          },
        },
      },
      account: {
        create: {
          after: async (account) => {
            if (account.providerId === 'credential') return;
            // A signed-in person linking a provider to their own account proved it is theirs.
            if ((await getOAuthState())?.link) return;
            await forgetUnprovedPassword(db, account.userId);
          },
        },
      },
    },
    plugins: [
      bearer(),
      ...(config.oidc
        ? [schoolSignIn(config.oidc, { requireEmailVerification: config.requireEmailVerification })]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * A provider that vouches for an address has just been joined to an account whose address nobody
 * had proved. Anyone could have registered that address with a password before its owner came:
 * that password and every session it opened go, so the account is the provider's person's alone.
 * Its owner can set a password again through 'Forgot password?'.
 */
async function forgetUnprovedPassword(db: Db, userId: string): Promise<void> {
  const [user] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.emailVerified) return;
  await db
    .delete(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  await db.delete(authSessions).where(eq(authSessions.userId, userId));
}
