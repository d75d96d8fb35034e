import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { notFound, invalid } from '../../domain/refusal';
import { createRefundsRepository } from './refunds';

/**
 * `POST /webhooks/stripe`. Encapsulated so that only here JSON arrives as raw bytes: the signature
 * is computed over the exact body Stripe sent.
 */
export const stripeWebhookRoutes: FastifyPluginAsync = async (app) => {
  const refunds = createRefundsRepository(app.db);

  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/webhooks/stripe', { schema: { hide: true } }, async (request) => {
    const secret = app.config.stripe?.webhookSecret;
    if (!secret) throw notFound();
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw invalid('Missing Stripe signature');
    }
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(request.body, signature, secret);
    } catch {
      throw invalid('Invalid Stripe signature');
    }
    if (event.type === 'charge.refunded') {
      const intent = event.data.object.payment_intent;
      const intentId = typeof intent === 'string' ? intent : intent?.id;
      if (intentId) await refunds.confirmByIntent(intentId);
    }
    if (event.type === 'payment_intent.succeeded') {
      const intent = event.data.object;
      await app.services.paidBookings.recordPaidIntent({
        id: intent.id,
        status: intent.status,
        amount: intent.amount,
        currency: intent.currency,
        metadata: intent.metadata,
      });
    }
    return { received: true };
  });
};
