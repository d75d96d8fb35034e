import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxMailDto, pageQuery } from '@studyhall/shared';
import { requireRole } from '../../auth/plugin';
import { operation, pageOf } from '../../http/operation';
import { sendPage } from '../../http/pagination';
import { createOutboxRepository, toOutboxMailDto } from '../../mail/outbox';

/**
 * Every mail, for admins: where a site without SMTP reads what it would have sent, and where one
 * with SMTP sees what went, what waits and what failed. Never cached: the mail worker changes it.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = createOutboxRepository(app.db);

  app.get(
    '/admin/outbox',
    {
      schema: {
        ...operation('listOutbox', 'Every mail, newest first (admins)', 'Mail', {
          200: pageOf(outboxMailDto),
        }),
        querystring: pageQuery,
      },
    },
    async (request, reply) => {
      await requireRole(request, 'admin');
      const page = await outbox.list(request.query);
      return sendPage(reply, page.rows.map(toOutboxMailDto), page.total);
    },
  );
};
