import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityBody, availabilityDto } from '@studyhall/shared';
import { requireRole } from '../../auth/plugin';
import { operation } from '../../http/operation';
import { createAvailabilityRepository, toAvailabilityDto } from './availability-repository';

/** A tutor's own hours (docs/product.md#lessons); a new tutor has none. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAvailabilityRepository(app.db);

  app.get(
    '/me/availability',
    {
      schema: operation(
        'getAvailability',
        'Your weekly hours and date overrides, in your time zone',
        'Lessons',
        { 200: availabilityDto },
      ),
    },
    async (request) => {
      const tutor = await requireRole(request, 'tutor');
      const row = await repo.find(tutor.id);
      return toAvailabilityDto(row ?? { timeZone: app.config.timeZone, weekly: [], overrides: [] });
    },
  );

  app.put(
    '/me/availability',
    {
      schema: {
        ...operation(
          'putAvailability',
          'Replace your weekly hours and date overrides; times are read in timeZone',
          'Lessons',
          { 200: availabilityDto },
        ),
        body: availabilityBody,
      },
    },
    async (request) => {
      const tutor = await requireRole(request, 'tutor');
      const { timeZone, weekly, overrides } = request.body;
      const row = await repo.save(tutor.id, {
        timeZone: timeZone ?? app.config.timeZone,
        weekly,
        overrides,
      });
      return toAvailabilityDto(row);
    },
  );
};
