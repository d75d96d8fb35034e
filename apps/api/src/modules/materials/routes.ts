import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createMaterialBody,
  materialFields,
  materialListQuery,
  messages,
  pageQuery,
} from '@studyhall/shared';
import { requireRole, requireUser } from '../../auth/plugin';
import { conflict, forbidden, notFound } from '../../http/errors';
import { isRecordId } from '../../http/ids';
import { sendPage } from '../../http/pagination';
import { createMaterialsRepository } from './repository';

const idParams = z.object({ id: z.string().max(64) });
const sessionParams = z.object({ sessionId: z.string().max(64) });

export const materialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createMaterialsRepository(app.db);

  /** A session the caller may not even know of answers exactly like a missing one. */
  async function findSessionOr404(id: string) {
    const session = isRecordId(id) ? await repo.findSession(id) : undefined;
    if (!session) throw notFound(messages.sessions.notFound);
    return session;
  }

  /** The tutor, owner and session come from the database; the body names only the session. */
  app.post('/materials', { schema: { body: createMaterialBody } }, async (request, reply) => {
    const caller = await requireRole(request, 'tutor');
    const { studySessionId, title, image, link } = request.body;
    const session = await findSessionOr404(studySessionId);
    if (session.tutorId !== caller.id) {
      // Another tutor's unpublished session stays invisible; a published one is simply not theirs.
      if (session.status !== 'approved') throw notFound(messages.sessions.notFound);
      throw forbidden();
    }
    // Their own session, in the wrong state: a conflict, like every other state rule.
    if (session.status !== 'approved') throw conflict(messages.materials.sessionNotApproved);
    const material = await repo.create({ title, image, link, session });
    return reply.status(201).send({ ...material, insertedId: material._id });
  });

  /** `?email=` is one tutor's materials (that tutor or an admin); without it, all of them (admin). */
  app.get(
    '/materials',
    { config: { cache: true }, schema: { querystring: materialListQuery.extend(pageQuery.shape) } },
    async (request, reply) => {
      const caller = await requireUser(request);
      const { email, page, limit } = request.query;
      if (email !== undefined) {
        if (email === caller.email && caller.role === 'tutor') {
          const result = await repo.listByTutorId(caller.id, { page, limit });
          return sendPage(reply, result.rows, result.total);
        }
        if (caller.role !== 'admin') throw forbidden();
        const result = await repo.listByTutorEmail(email, { page, limit });
        return sendPage(reply, result.rows, result.total);
      }
      if (caller.role !== 'admin') throw forbidden();
      const result = await repo.listAll({ page, limit });
      return sendPage(reply, result.rows, result.total);
    },
  );

  app.get(
    '/materials/:sessionId',
    { config: { cache: true }, schema: { params: sessionParams, querystring: pageQuery } },
    async (request, reply) => {
      const caller = await requireUser(request);
      const session = await findSessionOr404(request.params.sessionId);
      const isStaff = caller.role === 'admin' || session.tutorId === caller.id;
      // An unpublished session stays invisible to everyone else, as GET /sessions/{id} keeps it.
      if (!isStaff && session.status !== 'approved') throw notFound(messages.sessions.notFound);
      if (!isStaff && !(await repo.hasBooked(caller.id, session.id))) throw forbidden();
      const result = await repo.listBySession(session.id, request.query);
      return sendPage(reply, result.rows, result.total);
    },
  );

  /** The session a material belongs to never changes: only title, image and link are read. */
  app.put(
    '/materials/:id',
    { schema: { params: idParams, body: materialFields } },
    async (request) => {
      const caller = await requireUser(request);
      const { id } = request.params;
      const material = isRecordId(id) ? await repo.findById(id) : undefined;
      if (!material) throw notFound(messages.materials.notFound);
      if (material.tutorId !== caller.id) throw forbidden();
      const updated = await repo.update(id, caller.id, request.body);
      if (!updated) throw notFound(messages.materials.notFound);
      return updated;
    },
  );

  app.delete('/materials/:id', { schema: { params: idParams } }, async (request) => {
    const caller = await requireUser(request);
    const { id } = request.params;
    const material = isRecordId(id) ? await repo.findById(id) : undefined;
    if (!material) throw notFound(messages.materials.notFound);
    if (material.tutorId !== caller.id && caller.role !== 'admin') throw forbidden();
    if (!(await repo.delete(id))) throw notFound(messages.materials.notFound);
    return { _id: id, deletedCount: 1 };
  });
};
