import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingDto,
  bookingListQuery,
  bookingStatusDto,
  cancelledBookingDto,
  createBookingBody,
  created,
  pageQuery,
} from '@studyhall/shared';
import { requireRole, requireUser } from '../../auth/plugin';
import { forbidden } from '../../domain/refusal';
import { isRecordId } from '../../domain/ids';
import { sendPage } from '../../http/pagination';
import { operation, pageOf } from '../../http/operation';
import { actorOf } from '../audit/record';
import { createBookingsRepository, toBookingDto } from './repository';

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createBookingsRepository(app.db);
  const { bookings: service, classes } = app.services;

  app.post(
    '/bookedSessions',
    {
      schema: {
        ...operation(
          'bookSession',
          'Book a session; a paid one with a verified payment',
          'Bookings',
          { 201: created(bookingDto) },
          402,
          404,
          409,
        ),
        body: createBookingBody,
      },
    },
    async (request, reply) => {
      const student = await requireRole(request, 'student');
      const booking = toBookingDto(await service.book(student, request.body));
      return reply.status(201).send({ ...booking, insertedId: booking._id });
    },
  );

  /**
   * The booking's student until the cancellation deadline, admins at any time
   * (docs/product.md#cancellation-and-refunds); someone else's booking answers 404.
   */
  app.post(
    '/bookedSessions/:id/cancel',
    {
      schema: {
        ...operation(
          'cancelBooking',
          'Cancel a booking; a paid one is refunded in full and the seat goes to the waitlist',
          'Bookings',
          { 200: cancelledBookingDto },
          404,
          409,
        ),
        params: z.object({ id: z.string().max(64) }),
      },
    },
    async (request) => {
      const actor = actorOf(request, await requireUser(request));
      const booking = toBookingDto(await classes.cancelBooking(request.params.id, actor));
      return { booking, refund: booking.refund };
    },
  );

  /** Whether `email` booked the session; only that student or an admin may ask. */
  app.get(
    '/bookedSessions/:sessionId/:email',
    {
      config: { cache: true },
      schema: {
        ...operation(
          'getBookingStatus',
          'Whether a student booked a session: that student or admins',
          'Bookings',
          { 200: bookingStatusDto },
          403,
        ),
        params: z.object({ sessionId: z.string().max(64), email: z.string().max(254) }),
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const email = request.params.email.trim().toLowerCase();
      if (email !== caller.email && caller.role !== 'admin') throw forbidden();
      const { sessionId } = request.params;
      const studentId = email === caller.email ? caller.id : await repo.findUserId(email);
      const booked =
        isRecordId(sessionId) && studentId ? await repo.hasBooked({ sessionId, studentId }) : false;
      return { booked };
    },
  );

  /** Own bookings; an admin sees everyone's, or one student's with `?email=`. */
  app.get(
    '/bookedSessions',
    {
      config: { cache: true },
      schema: {
        ...operation(
          'listBookings',
          "Your live bookings (?include=cancelled for all); admins see everyone's, or one student's with ?email=",
          'Bookings',
          { 200: pageOf(bookingDto) },
          403,
        ),
        querystring: bookingListQuery.extend(pageQuery.shape),
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      const { email, include, page, limit } = request.query;
      let studentId: string | undefined = caller.id;
      if (email && email !== caller.email) {
        if (caller.role !== 'admin') throw forbidden();
        studentId = await repo.findUserId(email);
        if (!studentId) return sendPage(reply, [], 0);
      } else if (!email && caller.role === 'admin') {
        studentId = undefined;
      }
      const result = await repo.list(
        studentId,
        { page, limit },
        { includeCancelled: include === 'cancelled' },
      );
      return sendPage(reply, result.rows.map(toBookingDto), result.total);
    },
  );
};
