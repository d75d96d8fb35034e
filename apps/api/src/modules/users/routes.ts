import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiMessages,
  declineTutorBody,
  messageBody,
  messages,
  pageQuery,
  roleDto,
  syncUserBody,
  tutorCardDto,
  tutorRequestBody,
  updateRoleBody,
  userDto,
  userListQuery,
} from '@studyhall/shared';
import { requireRole, requireUser } from '../../auth/plugin';
import { conflict, forbidden, notFound } from '../../domain/refusal';
import { sendPage } from '../../http/pagination';
import { operation, pageOf } from '../../http/operation';
import { type Actor } from '../../domain/audit';
import { actorOf } from '../audit/record';
import { notices } from '../notifications/notices';
import { changeUserRole } from './change-role';
import {
  createRoleRepository,
  createUsersRepository,
  toTutorCardDto,
  toUserDto,
} from './repository';

/** better-auth ids are opaque text, not UUIDs; an absurd one simply matches nobody. */
const userIdParams = z.object({ id: z.string().trim().min(1).max(200) });
/**
 * One path for a user's role, named once in the document: reading it takes the user's email,
 * changing it the user's id, as the first clients of this API call them.
 */
const userParams = z.object({
  user: z
    .string()
    .max(254)
    .meta({ description: "The user's email to read the role, the user's id to change it" }),
});

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createUsersRepository(app.db);
  const roles = createRoleRepository(app.db);
  const { classes } = app.services;

  /** Answers 404 for an unknown user, 409 for one with no pending request. */
  async function resolveRequest(
    id: string,
    role: 'tutor' | 'student',
    actor: Actor,
    declinedReason: string | null = null,
  ) {
    const user = await app.transact(async (unit) => {
      const { tx, notify, audit } = unit;
      const decided = await createRoleRepository(tx).resolveRequest(id, role, declinedReason);
      if (!decided) return undefined;
      const { user, reason } = decided;
      if (role === 'tutor') await classes.leaveAllWaitlists(unit, user.id);
      await notify(notices.tutorRequestDecided(user, role === 'tutor', declinedReason));
      await audit({
        actor,
        action: role === 'tutor' ? 'tutorRequest.approved' : 'tutorRequest.declined',
        target: { type: 'user', id: user.id },
        detail: {
          email: user.email,
          reason,
          ...(declinedReason ? { declinedReason } : {}),
        },
      });
      return user;
    });
    if (user) return toUserDto(user);
    if (!(await repo.findById(id))) throw notFound(apiMessages.users.notFound);
    throw conflict(apiMessages.users.noPendingRequest);
  }

  /** The signed-in user syncs their own record after sign-up or Google sign-in; never the role. */
  app.post(
    '/users',
    {
      schema: {
        ...operation(
          'syncOwnProfile',
          'Save your own name and photo',
          'Users',
          { 200: userDto },
          403,
          404,
        ),
        body: syncUserBody,
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const { email, name, photo } = request.body;
      if (email && email !== caller.email) throw forbidden();
      const row = await repo.syncProfile(caller.id, {
        ...(name ? { name } : {}),
        ...(photo !== undefined ? { image: photo || null } : {}),
      });
      if (!row) throw notFound(apiMessages.users.notFound);
      return toUserDto(row);
    },
  );

  app.get(
    '/users/:user/role',
    {
      config: { cache: true },
      schema: {
        ...operation(
          'getUserRole',
          "A user's role, by email: your own, or anyone's for admins",
          'Users',
          { 200: roleDto },
          403,
          404,
        ),
        params: userParams,
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const email = request.params.user.trim().toLowerCase();
      if (email === caller.email) return { role: caller.role };
      if (caller.role !== 'admin') throw forbidden();
      const user = await repo.findByEmail(email);
      if (!user) throw notFound(apiMessages.users.notFound);
      return { role: user.role };
    },
  );

  /** `?role=tutor` is the public tutor grid; any other listing or search is for admins. */
  app.get(
    '/users',
    {
      config: { cache: true },
      schema: {
        ...operation(
          'listUsers',
          'Tutors for everyone (?role=tutor); any other listing or search for admins',
          'Users',
          { 200: pageOf(z.union([userDto, tutorCardDto])) },
          401,
          403,
        ),
        querystring: userListQuery.extend(pageQuery.shape),
      },
    },
    async (request, reply) => {
      const { role, search, page, limit } = request.query;
      if (role === 'tutor' && !search) {
        const result = await repo.listTutors({ page, limit });
        return sendPage(reply, result.rows.map(toTutorCardDto), result.total);
      }
      await requireRole(request, 'admin');
      const result = await repo.search({ role, search }, { page, limit });
      return sendPage(reply, result.rows.map(toUserDto), result.total);
    },
  );

  app.patch(
    '/users/:user/role',
    {
      schema: {
        ...operation(
          'setUserRole',
          "Change a user's role, by id",
          'Users',
          { 200: messageBody },
          404,
          409,
        ),
        params: userParams,
        body: updateRoleBody,
      },
    },
    async (request) => {
      const actor = actorOf(request, await requireRole(request, 'admin'));
      const { role } = request.body;
      const result = await app.transact((unit) =>
        changeUserRole(unit, classes, { userId: request.params.user, role, actor }),
      );
      if (result.outcome === 'missing') throw notFound(apiMessages.users.notFound);
      if (result.outcome === 'lastAdmin') throw conflict(apiMessages.users.lastAdmin);
      return { message: messages.users.roleUpdated };
    },
  );

  /**
   * Only the reason is read: an `email` in the body, which clients may send, never picks the user
   * (docs/product.md#tutor-requests).
   */
  app.patch(
    '/users/request-tutor',
    {
      schema: {
        ...operation(
          'requestTutorRole',
          'Ask to become a tutor',
          'Users',
          { 200: userDto },
          404,
          409,
        ),
        body: tutorRequestBody,
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      if (caller.role !== 'student') throw forbidden();
      const result = await app.transact(async ({ tx, notify }) => {
        const outcome = await createRoleRepository(tx).requestTutor(caller.id, request.body.reason);
        if (outcome.outcome === 'requested') await notify(notices.tutorRequested(outcome.user));
        return outcome;
      });
      if (result.outcome === 'requested') return toUserDto(result.user);
      if (result.outcome === 'pending') throw conflict(apiMessages.users.requestPending);
      if (result.outcome === 'notStudent') throw forbidden();
      throw notFound(apiMessages.users.notFound);
    },
  );

  app.get(
    '/users/pending-tutors',
    {
      config: { cache: true },
      schema: {
        ...operation('listTutorRequests', 'Open tutor requests, oldest first', 'Users', {
          200: pageOf(userDto),
        }),
        querystring: pageQuery,
      },
    },
    async (request, reply) => {
      await requireRole(request, 'admin');
      const result = await roles.listPending(request.query);
      return sendPage(reply, result.rows.map(toUserDto), result.total);
    },
  );

  app.patch(
    '/users/:id/approve-tutor',
    {
      schema: {
        ...operation(
          'approveTutorRequest',
          'Make the applicant a tutor',
          'Users',
          { 200: userDto },
          404,
          409,
        ),
        params: userIdParams,
      },
    },
    async (request) => {
      const admin = await requireRole(request, 'admin');
      return resolveRequest(request.params.id, 'tutor', actorOf(request, admin));
    },
  );

  app.delete(
    '/users/:id/decline-tutor',
    {
      schema: {
        ...operation(
          'declineTutorRequest',
          'Decline a tutor request, saying why (optional): the student is shown the reason',
          'Users',
          { 200: userDto },
          400,
          404,
          409,
        ),
        params: userIdParams,
        body: declineTutorBody,
      },
    },
    async (request) => {
      const admin = await requireRole(request, 'admin');
      const reason = request.body?.reason || null;
      return resolveRequest(request.params.id, 'student', actorOf(request, admin), reason);
    },
  );
};
