import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiMessages,
  approveLessonTypeBody,
  createLessonTypeBody,
  lessonTypeDto,
  lessonTypeListQuery,
  rejectLessonTypeBody,
  slotsDto,
  slotsQuery,
  updateLessonTypeBody,
  isBookableLessonType,
  isoString,
} from '@studyhall/shared';
import { type Caller, requireRole, requireUser } from '../../auth/plugin';
import { lessonTypes } from '../../db/schema';
import { isRecordId } from '../../domain/ids';
import { conflict, notFound } from '../../domain/refusal';
import { operation, pageOf } from '../../http/operation';
import { sendPage } from '../../http/pagination';
import { actorOf } from '../audit/record';
import { notices } from '../notifications/notices';
import {
  createLessonTypesRepository,
  type LessonTypeWithTutor,
  toLessonTypeDto,
} from './lesson-types-repository';
import { slotsOf } from './slots';

const idParams = z.object({ id: z.string().max(100) });

/** Its tutor and admins manage a type and read its meeting link. */
const manages = (caller: Caller | null, type: { tutorId: string }) =>
  caller !== null && (caller.role === 'admin' || caller.id === type.tutorId);

/**
 * Lesson types (docs/product.md#lessons): a tutor offers one, an admin approves it free or paid
 * or rejects it, the tutor edits, asks again or retires it; anyone reads the approved, active
 * ones and their free slots.
 */
export const lessonTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createLessonTypesRepository(app.db);
  const { lessons } = app.services;
  const typeNotFound = () => notFound(apiMessages.lessons.typeNotFound);

  /** The type if the caller may see it: approved and active for everyone, any for its managers. */
  async function visible(id: string, caller: Caller | null): Promise<LessonTypeWithTutor> {
    const type = isRecordId(id) ? await repo.find(id) : undefined;
    if (!type || !(isBookableLessonType(type) || manages(caller, type))) throw typeNotFound();
    return type;
  }

  /** The caller's own type, for a change; anyone else's answers 404. */
  async function own(id: string, caller: Caller): Promise<LessonTypeWithTutor> {
    const type = isRecordId(id) ? await repo.find(id) : undefined;
    if (!type || !manages(caller, type)) throw typeNotFound();
    return type;
  }

  const answer = (type: LessonTypeWithTutor, caller: Caller | null) =>
    toLessonTypeDto(type, { showMeetingUrl: manages(caller, type) });

  app.post(
    '/lesson-types',
    {
      schema: {
        ...operation(
          'createLessonType',
          'Offer a lesson type (pending until an admin approves it)',
          'Lessons',
          { 201: lessonTypeDto },
        ),
        body: createLessonTypeBody,
      },
    },
    async (request, reply) => {
      const tutor = await requireRole(request, 'tutor');
      const row = await repo.insert(tutor.id, request.body);
      return reply.status(201).send(answer({ ...row, tutorName: tutor.name }, tutor));
    },
  );

  app.get(
    '/lesson-types',
    {
      schema: {
        ...operation(
          'listLessonTypes',
          "A tutor's approved, active lesson types (tutorId); your own in any status (tutors); all, by status (admins)",
          'Lessons',
          { 200: pageOf(lessonTypeDto) },
        ),
        querystring: lessonTypeListQuery,
      },
    },
    async (request, reply) => {
      const caller = await request.caller();
      const { tutorId, status } = request.query;
      const conditions: (SQL | undefined)[] = [];
      if (tutorId) conditions.push(eq(lessonTypes.tutorId, tutorId));
      const ownList = caller?.role === 'tutor' && (!tutorId || tutorId === caller.id);
      if (caller?.role === 'admin' || ownList) {
        if (ownList) conditions.push(eq(lessonTypes.tutorId, caller.id));
        if (status) conditions.push(eq(lessonTypes.status, status));
      } else {
        conditions.push(eq(lessonTypes.status, 'approved'), eq(lessonTypes.active, true));
      }
      const page = await repo.list(
        request.query,
        and(...conditions),
        ownList || caller?.role === 'admin' ? 'newest' : 'oldest',
      );
      return sendPage(
        reply,
        page.rows.map((type) => answer(type, caller)),
        page.total,
      );
    },
  );

  app.get(
    '/lesson-types/:id',
    {
      schema: {
        ...operation('getLessonType', 'One lesson type', 'Lessons', { 200: lessonTypeDto }, 404),
        params: idParams,
      },
    },
    async (request) => {
      const caller = await request.caller();
      return answer(await visible(request.params.id, caller), caller);
    },
  );

  app.patch(
    '/lesson-types/:id',
    {
      schema: {
        ...operation(
          'updateLessonType',
          'Change your lesson type, or ask again after a rejection ({ status: "pending" })',
          'Lessons',
          { 200: lessonTypeDto },
          404,
          409,
        ),
        params: idParams,
        body: updateLessonTypeBody,
      },
    },
    async (request) => {
      const tutor = await requireRole(request, 'tutor');
      const { status, ...fields } = request.body;
      const type = await own(request.params.id, tutor);
      const changed = await app.transact(async ({ tx }) => {
        const types = createLessonTypesRepository(tx);
        const locked = (await types.lock(type.id))!;
        if (status === 'pending' && locked.status !== 'rejected') {
          throw conflict(apiMessages.lessons.typeNotRejected);
        }
        const changes = Object.fromEntries(
          Object.entries(fields).filter(([, value]) => value !== undefined),
        );
        const row = await types.update(locked.id, {
          ...changes,
          ...(status === 'pending'
            ? { status, rejectionReason: null, rejectionFeedback: null }
            : {}),
        });
        return { ...row!, tutorName: type.tutorName };
      });
      return answer(changed, tutor);
    },
  );

  app.delete(
    '/lesson-types/:id',
    {
      schema: {
        ...operation(
          'retireLessonType',
          'Retire a lesson type: no new lessons; those booked stay',
          'Lessons',
          { 200: lessonTypeDto },
          404,
        ),
        params: idParams,
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const type = await own(request.params.id, caller);
      const row = await repo.update(type.id, { active: false });
      return answer({ ...row!, tutorName: type.tutorName }, caller);
    },
  );

  app.patch(
    '/lesson-types/:id/approve',
    {
      schema: {
        ...operation(
          'approveLessonType',
          'Approve a pending lesson type, free or paid',
          'Lessons',
          { 200: lessonTypeDto },
          404,
          409,
        ),
        params: idParams,
        body: approveLessonTypeBody,
      },
    },
    async (request) => {
      const admin = actorOf(request, await requireRole(request, 'admin'));
      const feeCents = Math.round(request.body.fee * 100);
      return answer(
        await decide(request.params.id, admin, { status: 'approved', feeCents }),
        admin,
      );
    },
  );

  app.patch(
    '/lesson-types/:id/reject',
    {
      schema: {
        ...operation(
          'rejectLessonType',
          'Reject a pending lesson type with a reason',
          'Lessons',
          { 200: lessonTypeDto },
          404,
          409,
        ),
        params: idParams,
        body: rejectLessonTypeBody,
      },
    },
    async (request) => {
      const admin = actorOf(request, await requireRole(request, 'admin'));
      const { reason, feedback } = request.body;
      return answer(
        await decide(request.params.id, admin, {
          status: 'rejected',
          rejectionReason: reason,
          rejectionFeedback: feedback || null,
        }),
        admin,
      );
    },
  );

  /** An admin's decision on a pending type, told to its tutor and audited. */
  function decide(
    id: string,
    admin: ReturnType<typeof actorOf>,
    decision: Parameters<ReturnType<typeof createLessonTypesRepository>['decide']>[1],
  ): Promise<LessonTypeWithTutor> {
    return app.transact(async ({ tx, notify, audit }) => {
      const types = createLessonTypesRepository(tx);
      const type = isRecordId(id) ? await types.find(id) : undefined;
      if (!type) throw notFound(apiMessages.lessons.typeNotFound);
      const row = await types.decide(id, decision);
      if (!row) throw conflict(apiMessages.lessons.typeNotPending);
      await notify(
        notices.lessonTypeDecided(row as typeof row & { status: 'approved' | 'rejected' }),
      );
      await audit({
        actor: admin,
        action: decision.status === 'approved' ? 'lessonType.approved' : 'lessonType.rejected',
        target: { type: 'lessonType', id },
        detail: {
          title: row.title,
          ...(decision.status === 'approved'
            ? { feeCents: decision.feeCents }
            : { reason: decision.rejectionReason }),
        },
      });
      return { ...row, tutorName: type.tutorName };
    });
  }

  app.get(
    '/lesson-types/:id/slots',
    {
      schema: {
        ...operation(
          'listSlots',
          'The free times of an approved lesson type between two days (at most 62 days apart), earliest first',
          'Lessons',
          { 200: slotsDto },
          404,
        ),
        params: idParams,
        querystring: slotsQuery,
      },
      // Checking the answer against its schema cost more than computing it: 62 days are hundreds
      // of slots, each two dates, built just below from the slot rule's own values.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const { type, availability } = await lessons.publicSubject(request.params.id);
      const timeZone = request.query.timeZone ?? availability?.timeZone ?? app.config.timeZone;
      if (!availability) return { timeZone, slots: [] };
      const slots = await slotsOf(
        app.db,
        { tutorId: type.tutorId, availability, lessonType: type },
        { from: request.query.from, to: request.query.to, timeZone, now: new Date() },
      );
      return {
        timeZone,
        slots: slots.map((slot) => ({
          startsAt: isoString(slot.start),
          endsAt: isoString(slot.end),
        })),
      };
    },
  );
};
