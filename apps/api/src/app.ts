import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import type PgBoss from 'pg-boss';
import { Redis } from 'ioredis';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@studyhall/shared';
import { createAuth } from './auth/auth';
import { authPlugin } from './auth/plugin';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerApiDocs, serveApiDocs } from './http/api-docs';
import { closeConnectionsOnShutdown } from './http/close-connections';
import { registerErrorHandler } from './http/errors';
import { MALFORMED_PATH, refuseNonCanonicalPaths } from './http/canonical-path';
import { refuseHostileInput } from './http/input-guard';
import { requestDeadline } from './http/request-deadline';
import { withRedactedUrls } from './http/request-log';
import type { DataVersion } from './http/data-version';
import { responseCachePlugin } from './http/response-cache';
import { registerWebApp } from './http/web-app';
import { bookingsRoutes } from './modules/bookings/routes';
import { startJobQueue, type QueueConnection } from './jobs/queue';
import { type MailDelivery, startMailDelivery } from './mail/delivery';
import { createMailer } from './mail/mailer';
import { accountRoutes } from './modules/account/routes';
import { attendanceRoutes } from './modules/attendance/routes';
import { auditRoutes } from './modules/audit/routes';
import { startClassJobs } from './modules/classes/jobs';
import { createClassService } from './modules/classes/service';
import { exportsRoutes } from './modules/exports/routes';
import { insightsRoutes } from './modules/insights/routes';
import { materialsRoutes } from './modules/materials/routes';
import { notesRoutes } from './modules/notes/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { createTransact, type Transact } from './modules/notifications/transact';
import { outboxRoutes } from './modules/outbox/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { scheduleReminders } from './modules/reminders/schedule';
import { adminPaymentsRoutes } from './modules/payments/admin-routes';
import { startPaymentJobs } from './modules/payments/jobs';
import { paymentsRoutes } from './modules/payments/routes';
import { reviewsRoutes } from './modules/reviews/routes';
import { sessionsRoutes } from './modules/sessions/routes';
import { systemRoutes } from './modules/system/routes';
import { tutorsRoutes } from './modules/tutors/routes';
import { scheduleUploadCleanup } from './modules/uploads/jobs';
import { uploadsRoutes } from './modules/uploads/routes';
import { usersRoutes } from './modules/users/routes';
import { waitlistRoutes } from './modules/waitlist/routes';
import { webDistDir } from './paths';
import { addSecurityHeaders } from './http/security-headers';
import { createFileStorage } from './storage/create-file-storage';
import type { FileStorage } from './storage/file-storage';
import { createLimiterFactory } from './storage/rate-limiters';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: FileStorage;
    mail: MailDelivery;
    /** The job queue (jobs/queue.ts); absent in a tool built without one. */
    jobs: PgBoss | undefined;
    /** A change and the notices it raises, in one transaction (modules/notifications/transact.ts). */
    transact: Transact;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  storage?: FileStorage;
  /** Where the built web app lives; tests that need no pages leave it out. */
  webDir?: string | null;
  /**
   * Keep read answers and callers while this data version stands (http/data-version.ts,
   * http/response-cache.ts). Tests that write through factories, behind the app's back, leave it
   * out on the embedded database, whose version counts only the writes the app answers.
   */
  cacheReads?: DataVersion | undefined;
  /**
   * The job queue's way into the database (db/client.ts); without one (a tool that only reads the
   * app) no job runs and mail waits in the outbox for a server.
   */
  queue?: QueueConnection | undefined;
  /** The first wait before a mail is tried again; it doubles each time (mail/delivery.ts). */
  mailRetrySeconds?: number;
  /**
   * How long a client has to send a whole request (http/request-deadline.ts); tests of slow
   * clients shorten it to seconds.
   */
  requestTimeoutMs?: number;
}

/** Builds the whole HTTP application; the server runner and the tests both start from here. */
export async function buildApp(options: AppOptions) {
  const { config, db } = options;
  const app = Fastify({
    logger: withRedactedUrls(options.logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...requestDeadline(options.requestTimeoutMs),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 300 },
    // Start-up on a loaded two-core host can take longer than the 10 s default per plugin.
    pluginTimeout: 30_000,
    // The router refuses a path it cannot decode before any hook runs; answer it like every error.
    frameworkErrors: (error, _request, reply) => {
      const message = error.code === 'FST_ERR_BAD_URL' ? MALFORMED_PATH : error.message;
      void (reply as FastifyReply).status(error.statusCode ?? 400).send({ message });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  refuseNonCanonicalPaths(app);
  closeConnectionsOnShutdown(app);
  // First, so every later hook (the rate limiter's caller lookup included) sees the version.
  await app.register(responseCachePlugin, { version: options.cacheReads });

  app.decorate('config', config);
  app.decorate('db', db);
  const storage = options.storage ?? (await createFileStorage(config));
  app.decorate('storage', storage);
  // Storage passed in belongs to the caller, who closes it.
  if (!options.storage) app.addHook('onClose', () => storage.close?.());

  const boss = options.queue ? await startJobQueue(options.queue, app.log) : undefined;
  const mailer = createMailer(config.mail);
  app.addHook('onClose', async () => {
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    mailer.close();
  });
  const mail = await startMailDelivery({
    db,
    mailer,
    boss,
    log: app.log,
    retryBaseSeconds: options.mailRetrySeconds ?? 60,
    logEachMail: config.env === 'development',
  });
  app.decorate('mail', mail);
  app.decorate('jobs', boss);
  app.decorate(
    'transact',
    createTransact(db, mail, { publicUrl: config.publicUrl, secret: config.authSecret }),
  );
  // Class reminders, swept every minute on the queue (modules/reminders).
  if (boss) await scheduleReminders(boss, app);

  await registerApiDocs(app);
  addSecurityHeaders(app, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Several instances share their counts through Redis; one instance counts in memory.
  const rateLimitRedis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (rateLimitRedis) {
    app.addHook('onClose', async () => {
      await rateLimitRedis.quit();
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: '1 minute',
    // Reads are cheap and public pages fetch several at once; only writes are counted.
    allowList: (request) => isRead(request.method),
    // Writes are limited per user, per IP when anonymous (docs/product.md#errors, the 429 row).
    // Reads skip the lookup.
    keyGenerator: async (request) =>
      isRead(request.method) ? request.ip : ((await request.caller())?.id ?? request.ip),
    ...(rateLimitRedis
      ? {
          redis: rateLimitRedis,
          nameSpace: 'studyhall:http-rl:',
          // A Redis outage must not refuse every write; the sign-in lockout still fails closed.
          skipOnError: true,
        }
      : {}),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  await app.register(authPlugin, {
    auth: createAuth(config, db, {
      log: (level, message) => app.log[level](message),
      queueMail: (message) => mail.queue([message]),
    }),
    limiter: createLimiterFactory(rateLimitRedis),
    allowedOrigins: [config.publicUrl, ...config.trustedOrigins],
    signUpLimit: config.signUpRateLimit,
    rememberCallers: options.cacheReads !== undefined,
  });
  refuseHostileInput(app);
  await serveApiDocs(app);
  await app.register(uploadsRoutes);
  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(usersRoutes);
      await api.register(sessionsRoutes);
      await api.register(bookingsRoutes);
      await api.register(paymentsRoutes);
      await api.register(reviewsRoutes);
      await api.register(materialsRoutes);
      await api.register(notesRoutes);
      await api.register(notificationsRoutes);
      await api.register(accountRoutes);
      await api.register(outboxRoutes);
      await api.register(auditRoutes);
      await api.register(adminPaymentsRoutes);
      await api.register(attendanceRoutes);
      await api.register(insightsRoutes);
      await api.register(exportsRoutes);
      await api.register(calendarRoutes);
      await api.register(waitlistRoutes);
      await api.register(tutorsRoutes);
    },
    { prefix: '/api' },
  );

  await startClassJobs(app, createClassService(app));
  await startPaymentJobs(app);
  await scheduleUploadCleanup(app);

  const webDir = options.webDir === undefined ? webDistDir : options.webDir;
  if (webDir) await registerWebApp(app, webDir);
  else
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

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

/** Checked in the browser on every page by apps/web/e2e/security.spec.ts. */
function contentSecurityPolicy(config: Config) {
  const stripe = config.stripe ? STRIPE_SOURCES : { script: [], frame: [], connect: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...stripe.script],
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
