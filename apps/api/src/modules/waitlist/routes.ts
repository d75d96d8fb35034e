import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiMessages,
  deletedBody,
  messages,
  managesSession,
  myWaitlistPlaceDto,
  waitlistEntryDto,
  waitlistPositionDto,
  isPublished,
} from '@studyhall/shared';
import { requireRole, requireUser } from '../../auth/plugin';
import { forbidden, notFound } from '../../domain/refusal';
import { isRecordId } from '../../domain/ids';
import { operation } from '../../http/operation';
import { createSessionsRepository, type SessionRow } from '../sessions/repository';
import { createWaitlistRepository, type WaitlistRow } from './repository';

const idParams = z.object({ id: z.string().max(100) });

/** A full session's line (docs/product.md#seats-and-waitlist). */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions = createSessionsRepository(app.db);
  const waitlist = createWaitlistRepository(app.db);
  const { classes } = app.services;

  /** A published session, or 404: a line exists only for sessions students can book. */
  async function publishedSession(id: string): Promise<SessionRow> {
    const session = isRecordId(id) ? await sessions.findById(id) : undefined;
    if (!session || !isPublished(session)) throw notFound(messages.sessions.notFound);
    return session;
  }

  async function positionOf(entry: WaitlistRow) {
    return {
      position: await waitlist.positionOf(entry),
      offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
    };
  }

  app.post(
    '/sessions/:id/waitlist',
    {
      schema: {
        ...operation(
          'joinWaitlist',
          'Wait for a seat of a full session',
          'Bookings',
          { 201: waitlistPositionDto },
          404,
          409,
        ),
        params: idParams,
      },
    },
    async (request, reply) => {
      const student = await requireRole(request, 'student');
      const session = await publishedSession(request.params.id);
      const entry = await classes.joinWaitlist(session.id, student);
      return reply.status(201).send(await positionOf(entry));
    },
  );

  app.delete(
    '/sessions/:id/waitlist',
    {
      schema: {
        ...operation(
          'leaveWaitlist',
          'Leave the waitlist; a seat held for you goes to the next in line',
          'Bookings',
          { 200: deletedBody },
          404,
        ),
        params: idParams,
      },
    },
    async (request) => {
      const student = await requireRole(request, 'student');
      const session = await publishedSession(request.params.id);
      if (!(await classes.leaveWaitlist(session.id, student.id))) {
        throw notFound(apiMessages.waitlist.notWaiting);
      }
      return { _id: session.id, deletedCount: 1 };
    },
  );

  app.get(
    '/me/waitlists',
    {
      schema: {
        ...operation(
          'listMyWaitlistPlaces',
          'Every waitlist you are in, with your place, the soonest class first (empty but for students)',
          'Bookings',
          { 200: z.array(myWaitlistPlaceDto) },
        ),
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const places = await waitlist.placesOf(caller.id);
      return Promise.all(
        places.map(async ({ entry, title, startsAt }) => ({
          sessionId: entry.sessionId,
          sessionTitle: title,
          startsAt: startsAt.toISOString(),
          ...(await positionOf(entry)),
        })),
      );
    },
  );

  app.get(
    '/sessions/:id/waitlist/me',
    {
      schema: {
        ...operation(
          'getWaitlistPosition',
          'Your place in the waitlist; 404 when you are not waiting',
          'Bookings',
          { 200: waitlistPositionDto },
          404,
        ),
        params: idParams,
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const session = await publishedSession(request.params.id);
      const entry = await waitlist.find(session.id, caller.id);
      if (!entry) throw notFound(apiMessages.waitlist.notWaiting);
      return positionOf(entry);
    },
  );

  app.get(
    '/sessions/:id/waitlist',
    {
      schema: {
        ...operation(
          'listWaitlist',
          "A session's waitlist, first in line first: its tutor and admins",
          'Bookings',
          { 200: waitlistEntryDto.array() },
          403,
          404,
        ),
        params: idParams,
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const session = isRecordId(request.params.id)
        ? await sessions.findById(request.params.id)
        : undefined;
      if (!session) throw notFound(messages.sessions.notFound);
      if (!managesSession({ session, caller })) throw forbidden();
      const line = await waitlist.list(session.id);
      return line.map(({ entry, name, email }, index) => ({
        _id: entry.id,
        studentName: name,
        studentEmail: email,
        position: index + 1,
        joinedAt: entry.createdAt.toISOString(),
        offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
      }));
    },
  );
};
