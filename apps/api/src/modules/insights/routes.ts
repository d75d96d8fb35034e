import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarDate, statsDto, statsQuery, statsRange } from '@studyhall/shared';
import { requireRole } from '../../auth/plugin';
import { invalid } from '../../domain/refusal';
import { operation } from '../../http/operation';
import { createInsightsRepository } from './repository';

/** The admin's numbers (docs/product.md#insights). Never cached: every write changes them. */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createInsightsRepository(app.db);

  app.get(
    '/admin/stats',
    {
      schema: {
        ...operation(
          'getStats',
          'Totals and weekly series over a range of days: users, sessions, bookings, cancellations, refunds, revenue, rating, no-shows (admins)',
          'Admin',
          { 200: statsDto },
        ),
        querystring: statsQuery,
      },
    },
    async (request) => {
      await requireRole(request, 'admin');
      const { timeZone } = app.config;
      const range = statsRange(request.query, calendarDate(new Date(), timeZone));
      if ('error' in range) throw invalid(range.error);
      return repo.stats({ ...range, timeZone });
    },
  );
};
