import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addMeetingBody, cancelMeetingBody, moveMeetingBody, sessionDto } from '@studyhall/shared';
import { requireUser } from '../../auth/plugin';
import { operation } from '../../http/operation';
import { actorOf } from '../audit/record';
import { toSessionDto } from '../sessions/repository';

const sessionParams = z.object({ id: z.string().max(100) });
const meetingParams = sessionParams.extend({ meetingId: z.string().max(100) });

/**
 * A class's meetings, changed by its tutor or an admin (docs/product.md#meetings): each answers
 * the session as it now is, its `meetings` included.
 */
export const meetingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { meetings } = app.services;

  app.patch(
    '/sessions/:id/meetings/:meetingId',
    {
      schema: {
        ...operation(
          'moveMeeting',
          'Move a meeting that has not begun to another day or time; everyone booked is told',
          'Meetings',
          { 200: sessionDto },
          404,
          409,
        ),
        params: meetingParams,
        body: moveMeetingBody,
      },
    },
    async (request) => {
      const actor = actorOf(request, await requireUser(request));
      const { id, meetingId } = request.params;
      const { reason, ...times } = request.body;
      const session = await meetings.change(id, actor, { kind: 'move', meetingId, times, reason });
      return toSessionDto(session, { mayJoin: true });
    },
  );

  app.post(
    '/sessions/:id/meetings/:meetingId/cancel',
    {
      schema: {
        ...operation(
          'cancelMeeting',
          'Cancel one meeting that has not begun (not the last one left); everyone booked is told',
          'Meetings',
          { 200: sessionDto },
          404,
          409,
        ),
        params: meetingParams,
        body: cancelMeetingBody,
      },
    },
    async (request) => {
      const actor = actorOf(request, await requireUser(request));
      const { id, meetingId } = request.params;
      const session = await meetings.change(id, actor, {
        kind: 'cancel',
        meetingId,
        reason: request.body.reason,
      });
      return toSessionDto(session, { mayJoin: true });
    },
  );

  app.post(
    '/sessions/:id/meetings',
    {
      schema: {
        ...operation(
          'addMeeting',
          'Add a meeting to a class (at most 100 in all); everyone booked is told',
          'Meetings',
          { 201: sessionDto },
          404,
          409,
        ),
        params: sessionParams,
        body: addMeetingBody,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request, await requireUser(request));
      const { reason, ...times } = request.body;
      const session = await meetings.change(request.params.id, actor, {
        kind: 'add',
        times,
        reason: reason ?? null,
      });
      return reply.status(201).send(toSessionDto(session, { mayJoin: true }));
    },
  );
};
