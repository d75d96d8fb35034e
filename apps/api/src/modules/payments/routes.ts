import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPaymentIntentBody, sandboxConfirmBody } from '@studyhall/shared';
import { requireRole } from '../../auth/plugin';
import { createPaymentService } from './service';
import { stripeWebhookRoutes } from './webhook';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPaymentService(app);

  app.post(
    '/create-payment-intent',
    { schema: { body: createPaymentIntentBody } },
    async (request) => {
      const student = await requireRole(request, 'student');
      return service.createIntent(student, request.body);
    },
  );

  app.post(
    '/payments/sandbox/confirm',
    { schema: { body: sandboxConfirmBody } },
    async (request) => {
      const student = await requireRole(request, 'student');
      return service.confirmSandbox(student, request.body);
    },
  );

  await app.register(stripeWebhookRoutes);
};
