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
          "Start paying for a session, at the session's fee",
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
      return toPaymentIntentDto(await service.createIntent(student, request.body));
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
