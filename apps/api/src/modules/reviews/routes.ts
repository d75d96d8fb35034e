import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createReviewBody, messages, pageQuery } from '@studyhall/shared';
import { requireRole } from '../../auth/plugin';
import { conflict, HttpError, notFound } from '../../http/errors';
import { isRecordId } from '../../http/ids';
import { sendPage } from '../../http/pagination';
import { isUniqueViolation } from '../../db/errors';
import { assertMayBook } from '../bookings/service';
import { createReviewsRepository, toReviewDto } from './repository';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createReviewsRepository(app.db);

  app.get(
    '/sessions/:id/reviews',
    {
      config: { cache: true },
      schema: { params: z.object({ id: z.string().max(64) }), querystring: pageQuery },
    },
    async (request, reply) => {
      const { id } = request.params;
      const session = isRecordId(id) ? await repo.findSession(id) : undefined;
      const caller = session && session.status !== 'approved' ? await request.caller() : null;
      // An unpublished session exists only for its tutor and admins, as GET /sessions/{id} says.
      const visible =
        session?.status === 'approved' ||
        (caller !== null && (caller.role === 'admin' || caller.id === session?.tutorId));
      if (!session || !visible) throw notFound(messages.sessions.notFound);
      const result = await repo.listForSession(id, request.query);
      return sendPage(reply, result.rows, result.total);
    },
  );

  /**
   * Only a student who booked the session and does not tutor it, once; name and email come from
   * their account.
   */
  app.post('/reviews', { schema: { body: createReviewBody } }, async (request, reply) => {
    const student = await requireRole(request, 'student');
    const { sessionId, rating, comment } = request.body;
    const session = isRecordId(sessionId) ? await repo.findSession(sessionId) : undefined;
    if (session?.status !== 'approved') throw notFound(messages.sessions.notFound);
    // Whoever may not book the session may not review it, even holding a booking that was made
    // before booking refused them (a demoted tutor's own session): no one rates themselves.
    assertMayBook({ session, caller: student });
    if (!(await repo.hasBooked(sessionId, student.id))) {
      throw new HttpError(403, messages.reviews.bookFirst);
    }
    try {
      const row = await repo.insertAndRate({ sessionId, student, rating, comment });
      const review = toReviewDto(row);
      return reply
        .status(201)
        .send({ ...review, studentEmail: row.studentEmail, insertedId: review._id });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(messages.reviews.alreadyReviewed);
      throw error;
    }
  });
};
