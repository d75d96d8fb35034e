import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages, myPaymentDto, myPaymentListQuery, receiptDto } from '@studyhall/shared';
import { requireUser } from '../../auth/plugin';
import { isRecordId } from '../../domain/ids';
import { notFound } from '../../domain/refusal';
import { operation, pageOf } from '../../http/operation';
import { sendPage } from '../../http/pagination';
import { createMyPaymentsRepository } from './my-repository';

/**
 * A student's payment history and receipts (docs/product.md#payment-history-and-receipts): what
 * they paid and what was given back, always their own. Any signed-in user may ask, since a
 * student made tutor keeps what they paid as a student; someone else's payment answers 404.
 */
export const myPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createMyPaymentsRepository(app.db);

  app.get(
    '/me/payments',
    {
      schema: {
        ...operation(
          'listMyPayments',
          'Your payments with their refunds, newest first',
          'Payments',
          { 200: pageOf(myPaymentDto) },
        ),
        querystring: myPaymentListQuery,
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      const page = await repo.list(caller.id, request.query);
      return sendPage(reply, page.rows, page.total);
    },
  );

  app.get(
    '/me/payments/:id',
    {
      schema: {
        ...operation(
          'getMyPaymentReceipt',
          'The receipt of one of your payments',
          'Payments',
          { 200: receiptDto },
          404,
        ),
        params: z.object({ id: z.string().max(64) }),
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const { id } = request.params;
      const receipt = isRecordId(id) ? await repo.receipt(caller.id, id) : undefined;
      if (!receipt) throw notFound(apiMessages.payments.notFound);
      return receipt;
    },
  );
};
