import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPaymentDto,
  adminPaymentListQuery,
  adminRefundBody,
  adminRefundDto,
  apiMessages,
} from '@studyhall/shared';
import { requireRole } from '../../auth/plugin';
import { conflict, notFound } from '../../domain/refusal';
import { isRecordId } from '../../domain/ids';
import { operation, pageOf } from '../../http/operation';
import { sendPage } from '../../http/pagination';
import { actorOf } from '../audit/record';
import { issueRefund, openRefund, type RefundOpening } from './refunds';
import { createAdminPaymentsRepository, toAdminPaymentDto } from './repository';

const { payments: refusals } = apiMessages;

/** Why a refund was not opened, as the admin hears it: the payment's state is in the way. */
function refused(opening: Exclude<RefundOpening, { outcome: 'opened' }>): never {
  switch (opening.outcome) {
    case 'missing':
      throw notFound(refusals.notFound);
    case 'notPaid':
      throw conflict(refusals.notPaid);
    case 'tooLarge':
      throw conflict(refusals.refundTooLarge(opening.leftCents));
    default:
      throw conflict(refusals.nothingToRefund);
  }
}

/**
 * Payments for admins (docs/product.md#payments-and-refunds): every payment with what was given
 * back, and a refund of any part of what is left, through the same path as a cancellation's.
 */
export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAdminPaymentsRepository(app.db);

  app.get(
    '/admin/payments',
    {
      schema: {
        ...operation(
          'listPayments',
          'Every payment with what was refunded, newest first; ?status filters (admins)',
          'Admin',
          { 200: pageOf(adminPaymentDto) },
        ),
        querystring: adminPaymentListQuery,
      },
    },
    async (request, reply) => {
      await requireRole(request, 'admin');
      const page = await repo.list(request.query);
      return sendPage(reply, page.rows.map(toAdminPaymentDto), page.total);
    },
  );

  app.post(
    '/admin/payments/:id/refund',
    {
      schema: {
        ...operation(
          'refundPayment',
          'Give back part or all of what is left of a payment, with a reason (admins)',
          'Admin',
          { 201: adminRefundDto },
          404,
          409,
        ),
        params: z.object({ id: z.string().max(64) }),
        body: adminRefundBody,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request, await requireRole(request, 'admin'));
      const { id } = request.params;
      const found = isRecordId(id) ? await repo.find(id) : undefined;
      if (!found) throw notFound(refusals.notFound);
      const opening = await app.transact((unit) =>
        openRefund(unit, {
          kind: 'admin',
          paymentIntentId: found.payment.providerIntentId,
          bookingId: found.bookingId,
          amountCents: request.body.amount,
          why: { words: request.body.reason },
          actor,
        }),
      );
      if (opening.outcome !== 'opened') refused(opening);
      const refund = await issueRefund(app, opening.refund);
      const payment = await repo.find(id);
      if (!payment) throw notFound(refusals.notFound);
      return reply.status(201).send({
        _id: refund.id,
        insertedId: refund.id,
        paymentId: id,
        amount: refund.amountCents,
        reason: refund.reason,
        status: refund.status,
        createdAt: refund.createdAt.toISOString(),
        payment: toAdminPaymentDto(payment),
      });
    },
  );
};
