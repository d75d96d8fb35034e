import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CANCELLATION_HOURS, languageSchema, type Language } from '@studyhall/shared';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** A comma-separated list; blank entries (a trailing comma) are dropped. */
const list = z.string().transform((value) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
);

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Email domains, `@` and case ignored: `northfield.edu, @Staff.Northfield.edu`. */
const domains = list
  .transform((entries) => entries.map((entry) => entry.replace(/^@/, '').toLowerCase()))
  .refine(
    (entries) => entries.length > 0 && entries.every((entry) => DOMAIN.test(entry)),
    'must be email domains separated by commas, such as northfield.edu,staff.northfield.edu',
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  ADMIN_NAME: z.string().min(1).optional(),
  SEED_DEMO: flag.optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z
    .string()
    .trim()
    .min(1)
    .max(80, 'must be at most 80 characters: it is the words of a button')
    .optional(),
  OIDC_ALLOWED_DOMAINS: domains.optional(),
  OIDC_ROLE_CLAIM: z.string().trim().min(1).optional(),
  OIDC_TUTOR_VALUES: list.optional(),
  OIDC_ADMIN_VALUES: list.optional(),
  PASSWORD_SIGN_IN: flag.default(true),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  DEFAULT_LANGUAGE: languageSchema.default('en'),
  TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Europe/Paris')
    .default('UTC'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]+$/, 'must be one line, such as StudyHall <no-reply@example.com>')
    .default('StudyHall <no-reply@localhost>'),
  REQUIRE_EMAIL_VERIFICATION: flag.default(false),
  CANCELLATION_HOURS: z.coerce.number().int().min(0).max(720).default(DEFAULT_CANCELLATION_HOURS),
  WAITLIST_OFFER_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  REMINDER_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  // Off unless set: a client could otherwise pick its own IP with X-Forwarded-For and slip past
  // every per-IP limit. `true`, or the proxies' addresses, subnets or `loopback`/`uniquelocal`
  // (comma-separated).
  TRUST_PROXY: z
    .string()
    .transform((value): boolean | string[] =>
      value === 'true' || value === 'false'
        ? value === 'true'
        : value.split(',').map((entry) => entry.trim()),
    )
    .default(false),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** An S3-compatible bucket for uploads (storage/s3-storage.ts). */
export interface ObjectStorageConfig {
  bucket: string;
  region: string;
  /** Unset for AWS itself; the store's URL for MinIO and other S3-compatible servers. */
  endpoint: string | undefined;
  /** Bucket in the path (`host/bucket/key`), as most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (instance role, AWS_* variables, shared config). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** An OpenID provider (OIDC_*), found through its discovery document. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The sign-in button's words as the school wrote them; null: the web's own, in its language. */
  name: string | null;
  /** Roles from a claim of the provider, applied at every sign-in (auth/oidc-roles.ts). */
  roles: OidcRoleRules | undefined;
}

export interface OidcRoleRules {
  /** The claim's name, or a dotted path into nested claims (`realm_access.roles`). */
  claim: string;
  tutorValues: string[];
  adminValues: string[];
}

export const DEFAULT_OIDC_NAME = 'Sign in with your school account';

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  admin: { email: string; password: string | undefined; name: string } | undefined;
  seedDemo: boolean | undefined;
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | null;
        apiUrl: string | undefined;
      }
    | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  /** The school's own OpenID Connect sign-in (auth/oidc.ts); unset, no button. */
  oidc: OidcConfig | undefined;
  /**
   * OIDC_ALLOWED_DOMAINS: the email domains (lower case) that may come in through the school's
   * provider or register; unset, any (auth/sign-in-policy.ts).
   */
  allowedDomains: string[] | undefined;
  /** PASSWORD_SIGN_IN: `false`, only the ADMIN_EMAIL account signs in or up with a password. */
  passwordSignIn: boolean;
  redisUrl: string | undefined;
  /** Uploads go to this bucket when set, to `DATA_DIR/uploads` otherwise. */
  objectStorage: ObjectStorageConfig | undefined;
  mail: {
    /** Where mail is delivered; unset, mails are kept in the outbox as `captured`. */
    smtpUrl: string | undefined;
    from: string;
  };
  /** Unverified accounts cannot sign in (docs/product.md#accounts-and-sign-in). */
  requireEmailVerification: boolean;
  /** Students may cancel a booking until this many hours before the class starts. */
  cancellationHours: number;
  /** How long a promoted student holds a paid session's seat. */
  waitlistOfferHours: number;
  /** Class reminders go out this many hours before the class starts (modules/reminders). */
  reminderHours: number;
  timeZone: string;
  /** The language of pages and mails before a browser or an account chooses (docs/languages.md). */
  defaultLanguage: Language;
  logLevel: string;
  /** Fastify's `trustProxy`: whose X-Forwarded-For to believe for the client's IP. */
  trustProxy: boolean | string[];
  /**
   * Sign-ups allowed per IP in 10 minutes (100 by default, docs/product.md#accounts-and-sign-in);
   * browser test runs raise it.
   */
  signUpRateLimit: number;
  /** Extra origins allowed to call the API with cookies (the Vite dev server). */
  trustedOrigins: string[];
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `KEY=` (as compose files and .env templates write an unset value) means unset, not invalid.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema
    .refine((e) => !e.STRIPE_SECRET_KEY || e.STRIPE_PUBLISHABLE_KEY, {
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: 'required with STRIPE_SECRET_KEY: the payment page needs it for the card field',
    })
    .refine((e) => !e.S3_ACCESS_KEY_ID === !e.S3_SECRET_ACCESS_KEY, {
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    })
    .superRefine((e, context) => {
      const provider = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
      if (provider.some((key) => e[key]) || e.OIDC_ROLE_CLAIM) {
        for (const key of provider.filter((name) => !e[name])) {
          context.addIssue({
            code: 'custom',
            path: [key],
            message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together',
          });
        }
      }
      const values = Boolean(e.OIDC_TUTOR_VALUES?.length || e.OIDC_ADMIN_VALUES?.length);
      if (e.OIDC_ROLE_CLAIM && !values) {
        context.addIssue({
          code: 'custom',
          path: ['OIDC_TUTOR_VALUES'],
          message: 'OIDC_ROLE_CLAIM needs OIDC_TUTOR_VALUES or OIDC_ADMIN_VALUES (or both)',
        });
      }
      if (values && !e.OIDC_ROLE_CLAIM) {
        context.addIssue({
          code: 'custom',
          path: ['OIDC_ROLE_CLAIM'],
          message:
            'required with OIDC_TUTOR_VALUES or OIDC_ADMIN_VALUES: the claim they are read from',
        });
      }
    })
    .safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  // A relative DATA_DIR is relative to where npm was run (INIT_CWD), not to the workspace npm
  // switches into, so `npm start`, `npm run dev` and `npm run create-admin` share one `./data`.
  const dataDir = path.resolve(given.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  if (isProduction && !e.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_SECRET: required when NODE_ENV=production',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    authSecret: e.AUTH_SECRET ?? devAuthSecret(dataDir),
    admin: e.ADMIN_EMAIL
      ? {
          email: e.ADMIN_EMAIL.toLowerCase(),
          password: e.ADMIN_PASSWORD,
          name: e.ADMIN_NAME ?? 'Admin',
        }
      : undefined,
    seedDemo: e.SEED_DEMO,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            name: e.OIDC_NAME ?? null,
            roles: e.OIDC_ROLE_CLAIM
              ? {
                  claim: e.OIDC_ROLE_CLAIM,
                  tutorValues: e.OIDC_TUTOR_VALUES ?? [],
                  adminValues: e.OIDC_ADMIN_VALUES ?? [],
                }
              : undefined,
          }
        : undefined,
    allowedDomains: e.OIDC_ALLOWED_DOMAINS,
    passwordSignIn: e.PASSWORD_SIGN_IN,
    redisUrl: e.REDIS_URL,
    objectStorage: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    cancellationHours: e.CANCELLATION_HOURS,
    waitlistOfferHours: e.WAITLIST_OFFER_HOURS,
    reminderHours: e.REMINDER_HOURS,
    timeZone: e.TIME_ZONE,
    defaultLanguage: e.DEFAULT_LANGUAGE,
    logLevel: e.LOG_LEVEL,
    signUpRateLimit: e.SIGN_UP_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    // Outside production the site answers on localhost and 127.0.0.1 alike, and Vite's dev server
    // (5173) calls it; a production site is reached at PUBLIC_URL only.
    trustedOrigins: isProduction
      ? []
      : [e.PORT, 5173].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]),
  };
}

/** Outside production a secret is generated once and kept beside the data, so sessions survive restarts. */
function devAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
