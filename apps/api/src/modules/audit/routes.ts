import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntryDto, auditListQuery } from '@studyhall/shared';
import { requireRole } from '../../auth/plugin';
import { operation, pageOf } from '../../http/operation';
import { sendPage } from '../../http/pagination';
import { createAuditRepository, toAuditEntryDto } from './repository';

/**
 * The audit log, for admins. Read only: no route changes or deletes an entry
 * (test/modules/audit/append-only.test.ts holds every route to that).
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAuditRepository(app.db);

  app.get(
    '/admin/audit',
    {
      schema: {
        ...operation(
          'listAuditLog',
          'Who did what: moderation, roles, refunds, cancellations and deletions, newest first (admins)',
          'Admin',
          { 200: pageOf(auditEntryDto) },
        ),
        querystring: auditListQuery,
      },
    },
    async (request, reply) => {
      await requireRole(request, 'admin');
      const page = await repo.list(request.query);
      return sendPage(reply, page.rows.map(toAuditEntryDto), page.total);
    },
  );
};
