import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiMessages,
  messages,
  notificationDto,
  notificationPreferencesBody,
  notificationPreferencesDto,
  pageQuery,
  readAllDto,
  UNREAD_COUNT_HEADER,
  unsubscribedDto,
  unsubscribeQuery,
} from '@studyhall/shared';
import { requireUser } from '../../auth/plugin';
import { notFound, invalid } from '../../domain/refusal';
import { isRecordId } from '../../domain/ids';
import { operation, pageOf } from '../../http/operation';
import { sendPage } from '../../http/pagination';
import { readUnsubscribeToken } from '../../mail/unsubscribe';
import { createUsersRepository } from '../users/repository';
import { createPreferencesRepository } from './preferences';
import { createNotificationsRepository, toNotificationDto } from './repository';

const idParams = z.object({ id: z.string().max(64) });

/** Never cached (http/response-cache.ts): notifications also arrive from background jobs. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createNotificationsRepository(app.db);
  const preferences = createPreferencesRepository(app.db);

  app.get(
    '/notifications',
    {
      schema: {
        ...operation(
          'listNotifications',
          'Your notifications, newest first; the unread count is in X-Unread-Count',
          'Notifications',
          { 200: pageOf(notificationDto) },
        ),
        querystring: pageQuery,
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      const [page, unread] = await Promise.all([
        repo.list(caller.id, request.query),
        repo.unreadCount(caller.id),
      ]);
      reply.header(UNREAD_COUNT_HEADER, String(unread));
      return sendPage(reply, page.rows.map(toNotificationDto), page.total);
    },
  );

  app.patch(
    '/notifications/:id/read',
    {
      schema: {
        ...operation(
          'markNotificationRead',
          'Mark one of your notifications read',
          'Notifications',
          { 200: notificationDto },
          404,
        ),
        params: idParams,
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const { id } = request.params;
      const row = isRecordId(id) ? await repo.markRead(caller.id, id) : undefined;
      // Someone else's notification is as missing as one that never was.
      if (!row) throw notFound(apiMessages.notifications.notFound);
      return toNotificationDto(row);
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: operation(
        'markAllNotificationsRead',
        'Mark all your notifications read',
        'Notifications',
        { 200: readAllDto },
      ),
    },
    async (request) => {
      const caller = await requireUser(request);
      return { updated: await repo.markAllRead(caller.id) };
    },
  );

  app.get(
    '/me/notification-preferences',
    {
      schema: operation(
        'getNotificationPreferences',
        'Which kinds of email you get',
        'Notifications',
        { 200: notificationPreferencesDto },
      ),
    },
    async (request) => {
      const caller = await requireUser(request);
      return { email: await preferences.get(caller.id) };
    },
  );

  app.put(
    '/me/notification-preferences',
    {
      schema: {
        ...operation(
          'setNotificationPreferences',
          'Turn kinds of email on or off; kinds left out keep their value',
          'Notifications',
          { 200: notificationPreferencesDto },
        ),
        body: notificationPreferencesBody,
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return { email: await preferences.update(caller.id, request.body.email) };
    },
  );

  await app.register(unsubscribeRoute);
};

/**
 * In a scope of its own: the form parser RFC 8058 needs applies to this route alone, so every other
 * route still answers a form body with 415.
 */
const unsubscribeRoute: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersRepository(app.db);
  const preferences = createPreferencesRepository(app.db);

  // Mail clients send RFC 8058's one-click unsubscribe as a form; the token in the URL is all
  // that counts, so the form's one field is read and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        ...operation(
          'unsubscribe',
          "One-click unsubscribe from a mail's link or List-Unsubscribe header (no sign-in)",
          'Notifications',
          { 200: unsubscribedDto },
        ),
        querystring: unsubscribeQuery,
      },
    },
    async (request) => {
      const target = readUnsubscribeToken(app.config.authSecret, request.query.token);
      const user = target ? await users.findById(target.userId) : undefined;
      if (!target || !user) throw invalid(apiMessages.notifications.unsubscribeInvalid);
      await preferences.update(user.id, { [target.kind]: false });
      return { kind: target.kind, email: user.email, message: messages.account.unsubscribed };
    },
  );
};
