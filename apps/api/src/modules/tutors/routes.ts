import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages, pageQuery, tutorProfileBody, tutorProfileDto } from '@studyhall/shared';
import { requireRole } from '../../auth/plugin';
import { forbidden, notFound } from '../../domain/refusal';
import { operation, pageOf } from '../../http/operation';
import { sendPage } from '../../http/pagination';
import { createTutorsRepository } from './repository';

/**
 * Tutor profiles (docs/product.md#tutor-profiles): anyone reads one; a tutor writes their own.
 * Their sessions are `GET /api/sessions/approved?tutorId=`.
 */
export const tutorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createTutorsRepository(app.db);

  app.get(
    '/tutors',
    {
      config: { cache: true },
      schema: {
        ...operation(
          'listTutorProfiles',
          "Tutors' public profiles, a page at a time, in the order of GET /users?role=tutor: subjects and the numbers of their published sessions",
          'Users',
          { 200: pageOf(tutorProfileDto) },
        ),
        querystring: pageQuery,
      },
    },
    async (request, reply) => {
      const result = await repo.listProfiles(request.query);
      return sendPage(reply, result.rows, result.total);
    },
  );

  app.get(
    '/tutors/:id',
    {
      config: { cache: true },
      schema: {
        ...operation(
          'getTutorProfile',
          "A tutor's public profile: bio, subjects and the numbers of their published sessions",
          'Users',
          { 200: tutorProfileDto },
          404,
        ),
        params: z.object({ id: z.string().max(100) }),
      },
    },
    async (request) => {
      const profile = await repo.findProfile(request.params.id);
      if (!profile) throw notFound(apiMessages.tutors.notFound);
      return profile;
    },
  );

  app.put(
    '/me/tutor-profile',
    {
      schema: {
        ...operation(
          'setTutorProfile',
          'Write your bio and subjects (tutors); answers your public profile',
          'Users',
          { 200: tutorProfileDto },
        ),
        body: tutorProfileBody,
      },
    },
    async (request) => {
      const caller = await requireRole(request, 'tutor');
      // A tutor demoted since the caller was read is refused as any student is.
      if (!(await repo.updateProfile(caller.id, request.body))) throw forbidden();
      const profile = await repo.findProfile(caller.id);
      if (!profile) throw forbidden();
      return profile;
    },
  );
};
