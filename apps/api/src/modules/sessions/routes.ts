import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiMessages,
  approveSessionBody,
  type AuditAction,
  calendarDate,
  cancelSessionBody,
  created,
  createSessionBody,
  deletedBody,
  messages,
  pageQuery,
  rejectSessionBody,
  sessionDto,
  sessionListQuery,
  searchWords,
  sessionSearchQuery,
  updateSessionBody,
  maySeeSession,
  managesSession,
  mayJoin,
} from '@studyhall/shared';
import { type Caller, requireRole, requireUser } from '../../auth/plugin';
import { conflict, forbidden, notFound } from '../../domain/refusal';
import { isRecordId } from '../../domain/ids';
import { isBusyTimeViolation } from '../../db/errors';
import { sendPage } from '../../http/pagination';
import { operation, pageOf } from '../../http/operation';
import { type Actor, type AuditDetail, type AuditRecord } from '../../domain/audit';
import { actorOf } from '../audit/record';
import { createBookingsRepository } from '../bookings/repository';
import { createPaymentsRepository } from '../payments/repository';
import type { Notice } from '../../domain/notice';
import { notices } from '../notifications/notices';
import {
  createSessionsRepository,
  type SessionRow,
  type SessionsRepository,
  toSessionDto,
} from './repository';
import { createSessionSearch } from './search';

const idParams = z.object({ id: z.string().max(100) });

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createSessionsRepository(app.db);
  const search = createSessionSearch(app.db);
  const bookings = createBookingsRepository(app.db);
  const { payments, settlement, classes } = app.services;

  async function findVisible(id: string, caller: Caller): Promise<SessionRow> {
    const session = isRecordId(id) ? await repo.findById(id) : undefined;
    if (!session || !maySeeSession({ session, caller })) {
      throw notFound(messages.sessions.notFound);
    }
    return session;
  }

  /**
   * A state change, the notice it raises and, for a moderation, its audit entry, in one
   * transaction: they exist only if the change happened.
   */
  function changeAndTell(
    change: (sessions: SessionsRepository) => Promise<SessionRow | undefined>,
    tell: (session: SessionRow) => Notice,
    record?: (session: SessionRow) => AuditRecord,
  ): Promise<SessionRow | undefined> {
    return app.transact(async ({ tx, notify, audit }) => {
      const session = await change(createSessionsRepository(tx));
      if (session) {
        await notify(tell(session));
        if (record) await audit(record(session));
      }
      return session;
    });
  }

  /** A moderation of a session by an admin, as the audit log records it. */
  const moderation =
    (actor: Actor, action: AuditAction, detail: (session: SessionRow) => AuditDetail) =>
    (session: SessionRow): AuditRecord => ({
      actor,
      action,
      target: { type: 'session', id: session.id },
      detail: { title: session.title, tutorEmail: session.tutorEmail, ...detail(session) },
    });

  /** Its tutor, admins, and students with a live booking may have the meeting link. */
  async function mayJoinAsCaller(session: SessionRow, caller: Caller): Promise<boolean> {
    const booked =
      caller.role === 'student' &&
      (await bookings.hasBooked({ sessionId: session.id, studentId: caller.id }));
    return mayJoin({ session, caller, booked });
  }

  /** A conditional update found nothing: the session is missing, or not in the state required. */
  async function transitionFailed(id: string, stateMessage: string): Promise<never> {
    if (!(await repo.findById(id))) throw notFound(messages.sessions.notFound);
    throw conflict(stateMessage);
  }

  /** Public: searched, filtered and sorted (docs/product.md#search-and-filters). */
  app.get(
    '/sessions/approved',
    {
      // `state`, `soonest` and `available` read today's date: a kept answer lasts the day.
      config: { cache: true, cacheVaries: () => calendarDate(new Date(), app.config.timeZone) },
      schema: {
        ...operation(
          'listApprovedSessions',
          'Published sessions: search (?q), filters (?fee, ?state, ?tutorId, ?from, ?to) and ?sort; newest first by default',
          'Sessions',
          { 200: pageOf(sessionDto) },
        ),
        querystring: sessionSearchQuery,
      },
    },
    async (request, reply) => {
      const { page, limit, q, ...filters } = request.query;
      const result = await search.search(
        { ...filters, words: q ? searchWords(q) : undefined },
        { page, limit },
        { now: new Date(), timeZone: app.config.timeZone },
      );
      return sendPage(
        reply,
        result.rows.map((row) => toSessionDto(row)),
        result.total,
      );
    },
  );

  /** Admins list everything; a tutor lists only their own sessions by naming their own email. */
  app.get(
    '/sessions',
    {
      config: { cache: true },
      schema: {
        ...operation(
          'listSessions',
          'Every session for admins, or your own as a tutor (?tutorEmail=)',
          'Sessions',
          { 200: pageOf(sessionDto) },
        ),
        querystring: sessionListQuery.extend(pageQuery.shape),
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      const { status, tutorEmail, page, limit } = request.query;
      const ownList = caller.role === 'tutor' && tutorEmail === caller.email;
      if (caller.role !== 'admin' && !ownList) throw forbidden();
      const result = await repo.list({ status, tutorEmail }, { page, limit });
      // Admins, or the tutor of every session listed.
      const rows = result.rows.map((row) => toSessionDto(row, { mayJoin: true }));
      return sendPage(reply, rows, result.total);
    },
  );

  app.get(
    '/sessions/tutor/:email',
    {
      config: { cache: true },
      schema: {
        ...operation(
          'listTutorSessions',
          "One tutor's sessions: that tutor or admins",
          'Sessions',
          { 200: pageOf(sessionDto) },
          403,
        ),
        params: z.object({ email: z.string().trim().toLowerCase().max(254) }),
        querystring: pageQuery,
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      const { email } = request.params;
      const ownList = caller.role === 'tutor' && email === caller.email;
      if (caller.role !== 'admin' && !ownList) throw forbidden();
      const result = await repo.list({ tutorEmail: email }, request.query);
      const rows = result.rows.map((row) => toSessionDto(row, { mayJoin: true }));
      return sendPage(reply, rows, result.total);
    },
  );

  app.get(
    '/sessions/:id',
    {
      config: { cache: true },
      schema: {
        ...operation(
          'getSession',
          'One session; unpublished ones only for their tutor and admins',
          'Sessions',
          { 200: sessionDto },
          404,
        ),
        params: idParams,
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const session = await findVisible(request.params.id, caller);
      return toSessionDto(session, { mayJoin: await mayJoinAsCaller(session, caller) });
    },
  );

  app.post(
    '/sessions',
    {
      schema: {
        ...operation(
          'createSession',
          'Propose a session (pending until an admin approves it)',
          'Sessions',
          { 201: created(sessionDto) },
        ),
        body: createSessionBody,
      },
    },
    async (request, reply) => {
      const caller = await requireRole(request, 'tutor');
      const row = await changeAndTell(
        (sessions) => sessions.create(caller, request.body, app.config.timeZone),
        notices.sessionPending,
      );
      if (!row) throw new Error('the session was not created');
      const session = toSessionDto(row, { mayJoin: true });
      return reply.status(201).send({ ...session, insertedId: session._id });
    },
  );

  /**
   * `{ title }` is the admin's edit, `{ capacity }` the tutor's or an admin's, and
   * `{ status: 'pending' }` the tutor asking again after a rejection.
   */
  app.patch(
    '/sessions/:id',
    {
      schema: {
        ...operation(
          'updateSession',
          'Rename (admins), change the seat limit (its tutor or admins) or ask again after a rejection (its tutor)',
          'Sessions',
          { 200: sessionDto },
          404,
          409,
        ),
        params: idParams,
        body: updateSessionBody,
      },
      // Renaming is the admin's alone: anyone else sending a title hears 403 before any 400 about it.
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | null;
        if (body && typeof body === 'object' && 'title' in body)
          await requireRole(request, 'admin');
      },
    },
    async (request) => {
      const { id } = request.params;
      const { title, capacity, status } = request.body;
      const caller = await requireUser(request);
      const found = await findVisible(id, caller);
      if (!managesSession({ session: found, caller })) throw forbidden();
      // Asking again is the tutor's own (an admin decides instead), after a rejection only.
      if (status !== undefined) {
        if (found.tutorId !== caller.id) throw forbidden();
        if (found.status !== 'rejected') throw conflict(apiMessages.sessions.notRejected);
      }
      const renaming =
        title === undefined
          ? undefined
          : { title, actor: actorOf(request, await requireRole(request, 'admin')) };
      // Every part in one transaction: a part refused (a seat limit below the seats taken, a
      // session no longer rejected) rolls back the parts before it with their audit entries and
      // notices. A refusal then has written nothing, which is what lets the response cache keep
      // its answers across it (http/response-cache.ts).
      const session = await app.transact(async (unit) => {
        const sessions = createSessionsRepository(unit.tx);
        let session = found;
        if (renaming) {
          const renamed = await sessions.updateTitle(id, renaming.title);
          if (!renamed) throw notFound(messages.sessions.notFound);
          if (renamed.title !== found.title) {
            await unit.audit(
              moderation(renaming.actor, 'session.renamed', () => ({ from: found.title }))(renamed),
            );
          }
          session = renamed;
        }
        if (capacity !== undefined) session = await classes.setCapacity(unit, session, capacity);
        if (status !== undefined) {
          const again = await sessions.requestAgain(id);
          if (!again) {
            if (!(await sessions.findById(id))) throw notFound(messages.sessions.notFound);
            throw conflict(apiMessages.sessions.notRejected);
          }
          await unit.notify(notices.sessionPending(again));
          session = again;
        }
        return session;
      });
      return toSessionDto(session, { mayJoin: true });
    },
  );

  app.post(
    '/sessions/:id/cancel',
    {
      schema: {
        ...operation(
          'cancelSession',
          'Cancel a session: its tutor before it starts, or an admin; every booking is refunded',
          'Sessions',
          { 200: sessionDto },
          404,
          409,
          502,
        ),
        params: idParams,
        body: cancelSessionBody,
      },
    },
    async (request) => {
      const actor = actorOf(request, await requireUser(request));
      const cancelled = await classes.cancelSession(request.params.id, actor, request.body.reason);
      return toSessionDto(cancelled, { mayJoin: true });
    },
  );

  app.patch(
    '/sessions/:id/approve',
    {
      schema: {
        ...operation(
          'approveSession',
          'Publish a pending session, free or paid',
          'Sessions',
          { 200: sessionDto },
          404,
          409,
        ),
        params: idParams,
        body: approveSessionBody,
      },
    },
    async (request) => {
      const actor = actorOf(request, await requireRole(request, 'admin'));
      const { id } = request.params;
      if (!isRecordId(id)) throw notFound(messages.sessions.notFound);
      const feeCents = Math.round(request.body.fee * 100);
      const updated = await changeAndTell(
        (sessions) => sessions.approve(id, feeCents),
        notices.sessionApproved,
        moderation(actor, 'session.approved', () => ({ feeCents })),
      ).catch((error: unknown) => {
        // Published, its meetings become its tutor's busy time, which a lesson may hold already.
        if (isBusyTimeViolation(error)) throw conflict(apiMessages.lessons.sessionOverlapsLessons);
        throw error;
      });
      return updated
        ? toSessionDto(updated)
        : transitionFailed(id, apiMessages.sessions.notPending);
    },
  );

  app.patch(
    '/sessions/:id/reject',
    {
      schema: {
        ...operation(
          'rejectSession',
          'Reject a pending session with a reason',
          'Sessions',
          { 200: sessionDto },
          404,
          409,
        ),
        params: idParams,
        body: rejectSessionBody,
      },
    },
    async (request) => {
      const actor = actorOf(request, await requireRole(request, 'admin'));
      const { id } = request.params;
      if (!isRecordId(id)) throw notFound(messages.sessions.notFound);
      const updated = await changeAndTell(
        (sessions) => sessions.reject(id, request.body),
        notices.sessionRejected,
        moderation(actor, 'session.rejected', (session) => ({
          reason: session.rejectionReason,
          feedback: session.rejectionFeedback,
        })),
      );
      return updated
        ? toSessionDto(updated)
        : transitionFailed(id, apiMessages.sessions.notPending);
    },
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        ...operation(
          'deleteSession',
          'Delete a session with its bookings, reviews and materials; open payments are cancelled',
          'Sessions',
          { 200: deletedBody },
          404,
          409,
          502,
        ),
        params: idParams,
      },
    },
    async (request) => {
      const actor = actorOf(request, await requireRole(request, 'admin'));
      const { id } = request.params;
      if (!isRecordId(id)) throw notFound(messages.sessions.notFound);
      // Intents are cancelled first, while they are still tied to the session (deleting it sets
      // their session to null). A provider that cannot be reached stops us before anything is
      // deleted: the session stays whole and the admin can retry, instead of a deleted session
      // leaving intents behind that can still take money.
      await payments.cancelOpenIntentsOf(id);
      // Named now: once the session is gone its payments no longer point at it, and what its
      // students paid is given back below (payments/settle.ts).
      const paid = await createPaymentsRepository(app.db).listPaid({ sessionId: id });
      const { outcome } = await app.transact(async ({ tx, audit }) => {
        const deletion = await createSessionsRepository(tx).delete(id, {
          isPaying: (sessionId) => createPaymentsRepository(tx).hasOpenForSession(sessionId),
        });
        if (deletion.outcome === 'deleted') {
          await audit({
            actor,
            action: 'session.deleted',
            target: { type: 'session', id },
            detail: { title: deletion.title },
          });
        }
        return deletion;
      });
      if (outcome === 'missing') throw notFound(messages.sessions.notFound);
      if (outcome === 'payments-open') throw conflict(apiMessages.sessions.paymentInProgress);
      await settlement.settleAll(paid.map((payment) => payment.providerIntentId));
      return { _id: id, deletedCount: 1 };
    },
  );
};
