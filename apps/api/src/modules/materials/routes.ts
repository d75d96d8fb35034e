import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiMessages,
  created,
  createMaterialBody,
  deletedBody,
  materialDto,
  materialFields,
  materialListQuery,
  messages,
  pageQuery,
  maySeeSession,
  managesSession,
  isPublished,
} from '@studyhall/shared';
import { type Caller, requireRole, requireUser } from '../../auth/plugin';
import { conflict, forbidden, notFound } from '../../domain/refusal';
import { isRecordId } from '../../domain/ids';
import { sendPage } from '../../http/pagination';
import { operation, pageOf } from '../../http/operation';
import { actorOf } from '../audit/record';
import { createBookingsRepository } from '../bookings/repository';
import { createSessionsRepository } from '../sessions/repository';
import { createMaterialsRepository, toMaterialDto } from './repository';

/**
 * One path for a material and a session's materials, named once in the document: reading takes
 * the session's id, changing or deleting the material's id, as the first clients call them.
 */
const idParams = z.object({
  id: z
    .string()
    .max(64)
    .meta({ description: "The session's id to list its materials; the material's id otherwise" }),
});

export const materialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createMaterialsRepository(app.db);
  const sessions = createSessionsRepository(app.db);
  const bookings = createBookingsRepository(app.db);

  /** A session the caller may not even know of answers exactly like a missing one. */
  async function findVisibleSession(id: string, caller: Caller) {
    const session = isRecordId(id) ? await sessions.findById(id) : undefined;
    if (!session || !maySeeSession({ session, caller })) {
      throw notFound(messages.sessions.notFound);
    }
    return session;
  }

  /** The tutor, owner and session come from the database; the body names only the session. */
  app.post(
    '/materials',
    {
      schema: {
        ...operation(
          'createMaterial',
          'Share a material on your approved session',
          'Materials',
          { 201: created(materialDto) },
          404,
          409,
        ),
        body: createMaterialBody,
      },
    },
    async (request, reply) => {
      const caller = await requireRole(request, 'tutor');
      const { studySessionId, title, image, link } = request.body;
      // Another tutor's unpublished session stays invisible; a published one is simply not theirs.
      const session = await findVisibleSession(studySessionId, caller);
      if (session.tutorId !== caller.id) throw forbidden();
      // Their own session, in the wrong state: a conflict, like every other state rule.
      if (!isPublished(session)) throw conflict(apiMessages.materials.sessionNotApproved);
      const material = toMaterialDto(await repo.create({ title, image, link, session }));
      return reply.status(201).send({ ...material, insertedId: material._id });
    },
  );

  /** `?email=` is one tutor's materials (that tutor or an admin); without it, all of them (admin). */
  app.get(
    '/materials',
    {
      config: { cache: true },
      schema: {
        ...operation(
          'listMaterials',
          'Every material for admins, or your own as a tutor (?role=tutor&email=)',
          'Materials',
          { 200: pageOf(materialDto) },
        ),
        querystring: materialListQuery.extend(pageQuery.shape),
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      const { email, page, limit } = request.query;
      if (email !== undefined) {
        if (email === caller.email && caller.role === 'tutor') {
          const result = await repo.listByTutorId(caller.id, { page, limit });
          return sendPage(reply, result.rows.map(toMaterialDto), result.total);
        }
        if (caller.role !== 'admin') throw forbidden();
        const result = await repo.listByTutorEmail(email, { page, limit });
        return sendPage(reply, result.rows.map(toMaterialDto), result.total);
      }
      if (caller.role !== 'admin') throw forbidden();
      const result = await repo.listAll({ page, limit });
      return sendPage(reply, result.rows.map(toMaterialDto), result.total);
    },
  );

  app.get(
    '/materials/:id',
    {
      config: { cache: true },
      schema: {
        ...operation(
          'listSessionMaterials',
          "A session's materials: students who booked it, its tutor, admins",
          'Materials',
          { 200: pageOf(materialDto) },
          403,
          404,
        ),
        params: idParams,
        querystring: pageQuery,
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      const session = await findVisibleSession(request.params.id, caller);
      const mayRead =
        managesSession({ session, caller }) ||
        (await bookings.hasBooked({ sessionId: session.id, studentId: caller.id }));
      if (!mayRead) throw forbidden();
      const result = await repo.listBySession(session.id, request.query);
      return sendPage(reply, result.rows.map(toMaterialDto), result.total);
    },
  );

  /** The session a material belongs to never changes: only title, image and link are read. */
  app.put(
    '/materials/:id',
    {
      schema: {
        ...operation(
          'updateMaterial',
          'Change your material',
          'Materials',
          { 200: materialDto },
          404,
        ),
        params: idParams,
        body: materialFields,
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const { id } = request.params;
      const material = isRecordId(id) ? await repo.findById(id) : undefined;
      if (!material) throw notFound(apiMessages.materials.notFound);
      if (material.tutorId !== caller.id) throw forbidden();
      const updated = await repo.update(id, caller.id, request.body);
      if (!updated) throw notFound(apiMessages.materials.notFound);
      return toMaterialDto(updated);
    },
  );

  app.delete(
    '/materials/:id',
    {
      schema: {
        ...operation(
          'deleteMaterial',
          'Delete a material: its tutor or admins',
          'Materials',
          { 200: deletedBody },
          404,
        ),
        params: idParams,
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const { id } = request.params;
      const material = isRecordId(id) ? await repo.findById(id) : undefined;
      if (!material) throw notFound(apiMessages.materials.notFound);
      if (material.tutorId !== caller.id && caller.role !== 'admin') throw forbidden();
      const deleted = await app.transact(async ({ tx, audit }) => {
        if (!(await createMaterialsRepository(tx).delete(id))) return false;
        await audit({
          actor: actorOf(request, caller),
          action: 'material.deleted',
          target: { type: 'material', id },
          detail: {
            title: material.title,
            sessionId: material.studySessionId,
            tutorEmail: material.tutorEmail,
          },
        });
        return true;
      });
      if (!deleted) throw notFound(apiMessages.materials.notFound);
      return { _id: id, deletedCount: 1 };
    },
  );
};
