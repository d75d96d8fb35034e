import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarDate, errorBody, exportFilename, exportParams } from '@studyhall/shared';
import { requireRole } from '../../auth/plugin';
import { csvExports } from './tables';

/** How the CSV answers are documented: text, not JSON (the contract check reads JSON only). */
const csvAnswer = {
  description:
    'A CSV file (RFC 4180, UTF-8 with a byte order mark, header row, CRLF line ends); cells a spreadsheet would run as a formula start with an apostrophe',
  content: { 'text/csv': { schema: z.string() } },
};

/**
 * The admin's exports (docs/product.md#exports): every row of a table, oldest first, streamed a
 * batch at a time. Never cached.
 */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/export/:kind.csv',
    {
      schema: {
        operationId: 'exportCsv',
        summary: 'Every booking, payment, user or session as a CSV file, oldest first (admins)',
        tags: ['Admin'],
        params: exportParams,
        response: { 200: csvAnswer, 400: errorBody },
      },
    },
    async (request, reply) => {
      await requireRole(request, 'admin');
      const { kind } = request.params;
      const filename = exportFilename(kind, calendarDate(new Date(), app.config.timeZone));
      return (
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${filename}"`)
          .header('Cache-Control', 'private, no-store')
          // Documented as text (csvAnswer), sent as a stream of it.
          .send(csvExports[kind](app.db) as unknown as string)
      );
    },
  );
};
