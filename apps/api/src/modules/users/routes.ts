import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messages,
  pageQuery,
  syncUserBody,
  tutorRequestBody,
  updateRoleBody,
  userListQuery,
} from '@studyhall/shared';
import { requireRole, requireUser } from '../../auth/plugin';
import { conflict, forbidden, notFound } from '../../http/errors';
import { sendPage } from '../../http/pagination';
import { createRoleRepository, createUsersRepository, toUserDto } from './repository';

/** better-auth ids are opaque text, not UUIDs; an absurd one simply matches nobody. */
const userIdParams = z.object({ id: z.string().trim().min(1).max(200) });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createUsersRepository(app.db);
  const roles = createRoleRepository(app.db);

  /** Answers 404 for an unknown user, 409 for one with no pending request. */
  async function resolveRequest(id: string, role: 'tutor' | 'student') {
    const user = await roles.resolveRequest(id, role);
    if (user) return user;
    if (!(await repo.findById(id))) throw notFound(messages.users.notFound);
    throw conflict(messages.users.noPendingRequest);
  }

  /** The signed-in user syncs their own record after sign-up or Google sign-in; never the role. */
  app.post('/users', { schema: { body: syncUserBody } }, async (request) => {
    const caller = await requireUser(request);
    const { email, name, photo } = request.body;
    if (email && email !== caller.email) throw forbidden();
    const row = await repo.syncProfile(caller.id, {
      ...(name ? { name } : {}),
      ...(photo !== undefined ? { image: photo || null } : {}),
    });
    if (!row) throw notFound('User not found');
    return toUserDto(row);
  });

  app.get(
    '/users/:email/role',
    { config: { cache: true }, schema: { params: z.object({ email: z.string().max(254) }) } },
    async (request) => {
      const caller = await requireUser(request);
      const email = request.params.email.trim().toLowerCase();
      if (email === caller.email) return { role: caller.role };
      if (caller.role !== 'admin') throw forbidden();
      const user = await repo.findByEmail(email);
      if (!user) throw notFound('User not found');
      return { role: user.role };
    },
  );

  /** `?role=tutor` is the public tutor grid; any other listing or search is for admins. */
  app.get(
    '/users',
    { config: { cache: true }, schema: { querystring: userListQuery.extend(pageQuery.shape) } },
    async (request, reply) => {
      const { role, search, page, limit } = request.query;
      if (role === 'tutor' && !search) {
        const result = await repo.listTutors({ page, limit });
        return sendPage(reply, result.rows, result.total);
      }
      await requireRole(request, 'admin');
      const result = await repo.search({ role, search }, { page, limit });
      return sendPage(reply, result.rows, result.total);
    },
  );

  app.patch(
    '/users/:id/role',
    { schema: { params: userIdParams, body: updateRoleBody } },
    async (request) => {
      await requireRole(request, 'admin');
      const result = await roles.changeRole(request.params.id, request.body.role);
      if (result.outcome === 'missing') throw notFound(messages.users.notFound);
      if (result.outcome === 'lastAdmin') throw conflict(messages.users.lastAdmin);
      return { message: messages.users.roleUpdated };
    },
  );

  /** Only the reason is read: an `email` in the body (spec §7 sends one) never picks the user. */
  app.patch('/users/request-tutor', { schema: { body: tutorRequestBody } }, async (request) => {
    const caller = await requireUser(request);
    if (caller.role !== 'student') throw forbidden();
    const result = await roles.requestTutor(caller.id, request.body.reason);
    if (result.outcome === 'requested') return result.user;
    if (result.outcome === 'pending') throw conflict(messages.users.requestPending);
    if (result.outcome === 'notStudent') throw forbidden();
    throw notFound(messages.users.notFound);
  });

  app.get(
    '/users/pending-tutors',
    { config: { cache: true }, schema: { querystring: pageQuery } },
    async (request, reply) => {
      await requireRole(request, 'admin');
      const result = await roles.listPending(request.query);
      return sendPage(reply, result.rows, result.total);
    },
  );

  app.patch('/users/:id/approve-tutor', { schema: { params: userIdParams } }, async (request) => {
    await requireRole(request, 'admin');
    return resolveRequest(request.params.id, 'tutor');
  });

  app.delete('/users/:id/decline-tutor', { schema: { params: userIdParams } }, async (request) => {
    await requireRole(request, 'admin');
    return resolveRequest(request.params.id, 'student');
  });
};
