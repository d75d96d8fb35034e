import multipart from '@fastify/multipart';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import type PgBoss from 'pg-boss';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES, messages } from '@studyhall/shared';
import { createAuth, type PasswordHashing } from './auth/auth';
import { authPlugin } from './auth/plugin';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerApiDocs, serveApiDocs } from './api-docs';
import { closeConnectionsOnShutdown } from './http/close-connections';
import { registerErrorHandler } from './http/errors';
import { answerInRequestLanguage } from './http/request-language';
import { MALFORMED_PATH, refuseNonCanonicalPaths } from './http/canonical-path';
import { refuseHostileInput } from './http/input-guard';
import { requestDeadline } from './http/request-deadline';
import { withRedactedUrls } from './http/request-log';
import type { DataVersion } from './http/data-version';
import { responseCachePlugin } from './http/response-cache';
import { inlineScriptsOf, registerWebApp } from './http/web-app';
import type { QueueConnection } from './jobs/queue';
import type { MailDelivery } from './mail/delivery';
import type { OneStatement, Transact } from './db/transact';
import { webDistDir, webServerDir } from './paths';
import { registerRoutes } from './routes';
import { provideServices } from './services';
import { scheduleBackgroundWork, startQueueAndMail } from './background';
import { limitWrites } from './http/rate-limits';
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
    /** A change, the notices it raises and its audit entries, in one transaction (db/transact.ts). */
    transact: Transact;
    /** A change that is one statement, with its notices and no transaction of its own. */
    oneStatement: OneStatement;
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
   * Where the web build's server entry lives (http/server-pages.ts): the real build's with the
   * real web app, none with a test's own unless told; `null` sends index.html for every page.
   */
  webServerDir?: string | null;
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
  /**
   * Writes one caller may make a minute (http/rate-limits.ts); 600 unless a test that sends
   * thousands of hostile writes as one user lifts it.
   */
  writesPerMinute?: number;
  /**
   * Password hashing in place of better-auth's own: the API tests remember each password's scrypt
   * hash, as thousands of accounts share one (test/password-hashing.ts).
   */
  passwordHashing?: PasswordHashing;
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
  answerInRequestLanguage(app);
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

  await startQueueAndMail(app, {
    queue: options.queue,
    mailRetrySeconds: options.mailRetrySeconds,
  });
  provideServices(app);

  await registerApiDocs(app);
  const webDir = options.webDir === undefined ? webDistDir : options.webDir;
  addSecurityHeaders(app, config, { inlineScripts: inlineScriptsOf(webDir) });
  const rateLimitRedis = await limitWrites(app, options.writesPerMinute);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  await app.register(authPlugin, {
    auth: createAuth(config, db, {
      log: (level, message) => app.log[level](message),
      queueMail: (message) => app.mail.queue([message]),
      passwordHashing: options.passwordHashing,
    }),
    limiter: createLimiterFactory(rateLimitRedis),
    allowedOrigins: [config.publicUrl, ...config.trustedOrigins],
    signUpLimit: config.signUpRateLimit,
    rememberCallers: options.cacheReads !== undefined,
  });
  refuseHostileInput(app);
  await serveApiDocs(app);
  await registerRoutes(app);
  await scheduleBackgroundWork(app);

  // A test's own web app comes without the real build's renderer unless it names one.
  const builtServer = options.webDir === undefined ? webServerDir : null;
  const webServer = options.webServerDir === undefined ? builtServer : options.webServerDir;
  if (webDir) await registerWebApp(app, webDir, webServer);
  else
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ message: messages.generic.notFound }),
    );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
