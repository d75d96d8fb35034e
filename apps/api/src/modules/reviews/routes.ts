import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiMessages,
  createdReviewDto,
  createReviewBody,
  messages,
  pageQuery,
  reviewDto,
  maySeeSession,
  isPublished,
} from '@studyhall/shared';
import { requireRole } from '../../auth/plugin';
import { refuse, conflict, notFound } from '../../domain/refusal';
import { isRecordId } from '../../domain/ids';
import { sendPage } from '../../http/pagination';
import { operation, pageOf } from '../../http/operation';
import { isUniqueViolation } from '../../db/errors';
import { createBookingsRepository } from '../bookings/repository';
import { assertMayBook } from '../bookings/service';
import { createSessionsRepository } from '../sessions/repository';
import { createReviewsRepository, toReviewDto } from './repository';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createReviewsRepository(app.db);
  const sessions = createSessionsRepository(app.db);
  const bookings = createBookingsRepository(app.db);

  app.get(
    '/sessions/:id/reviews',
    {
      config: { cache: true },
      schema: {
        ...operation(
          'listSessionReviews',
          "A session's reviews, newest first",
          'Reviews',
          { 200: pageOf(reviewDto) },
          404,
        ),
        params: z.object({ id: z.string().max(64) }),
        querystring: pageQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const session = isRecordId(id) ? await sessions.findById(id) : undefined;
      // Public when the session is visible to anyone; only otherwise is the caller looked up.
      const visible =
        session !== undefined &&
        (maySeeSession({ session, caller: null }) ||
          maySeeSession({ session, caller: await request.caller() }));
      if (!session || !visible) throw notFound(messages.sessions.notFound);
      const result = await repo.listForSession(id, request.query);
      return sendPage(reply, result.rows.map(toReviewDto), result.total);
    },
  );

  /**
   * Only a student who booked the session and does not tutor it, once; name and email come from
   * their account.
   */
  app.post(
    '/reviews',
    {
      schema: {
        ...operation(
          'createReview',
          'Review a session you booked',
          'Reviews',
          { 201: createdReviewDto },
          404,
          409,
        ),
        body: createReviewBody,
      },
    },
    async (request, reply) => {
      const student = await requireRole(request, 'student');
      const { sessionId, rating, comment } = request.body;
      const session = isRecordId(sessionId) ? await sessions.findById(sessionId) : undefined;
      if (!session || !isPublished(session)) throw notFound(messages.sessions.notFound);
      // Whoever may not book the session may not review it, even holding a booking that was made
      // before booking refused them (a demoted tutor's own session): no one rates themselves.
      assertMayBook({ session, caller: student });
      if (!(await bookings.hasBooked({ sessionId, studentId: student.id }))) {
        throw refuse('FORBIDDEN', messages.reviews.bookFirst);
      }
      try {
        const row = await repo.insertAndRate({ sessionId, student, rating, comment });
        const review = toReviewDto(row);
        return reply
          .status(201)
          .send({ ...review, studentEmail: row.studentEmail, insertedId: review._id });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(apiMessages.reviews.alreadyReviewed);
        throw error;
      }
    },
  );
};
