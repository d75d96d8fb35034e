import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPaymentIntentBody,
  paymentIntentDto,
  sandboxConfirmation,
  sandboxConfirmBody,
} from '@studyhall/shared';
import { requireRole } from '../../auth/plugin';
import { toPaymentIntentDto, toSandboxConfirmation } from './repository';
import { stripeWebhookRoutes } from './webhook';
import { operation } from '../../http/operation';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.payments;

  app.post(
    '/create-payment-intent',
    {
      schema: {
        ...operation(
          'createPaymentIntent',
          'Start paying for a session (sessionId) or a lesson (lessonTypeId, startsAt), at its fee',
          'Payments',
          { 200: paymentIntentDto },
          404,
          409,
        ),
        body: createPaymentIntentBody,
      },
    },
    async (request) => {
      const student = await requireRole(request, 'student');
      const { sessionId, price, lessonTypeId, startsAt } = request.body;
      const payment =
        lessonTypeId !== undefined && startsAt !== undefined
          ? await app.services.lessons.createIntent(student, { lessonTypeId, startsAt })
          : await service.createIntent(student, { sessionId: sessionId!, price });
      return toPaymentIntentDto(payment);
    },
  );

  app.post(
    '/payments/sandbox/confirm',
    {
      schema: {
        ...operation(
          'confirmSandboxPayment',
          'Pay with a test card (test mode only)',
          'Payments',
          { 200: sandboxConfirmation },
          402,
          404,
          409,
        ),
        body: sandboxConfirmBody,
      },
    },
    async (request) => {
      const student = await requireRole(request, 'student');
      return toSandboxConfirmation(await service.confirmSandbox(student, request.body));
    },
  );

  await app.register(stripeWebhookRoutes);
};
