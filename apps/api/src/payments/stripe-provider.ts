import Stripe from 'stripe';
import { CURRENCY } from '@studyhall/shared';
import type { PaymentProvider, RetrievedIntent } from './provider';

export interface StripeSettings {
  secretKey: string;
  /** Another address for the Stripe API (tests point it at a local server). */
  apiUrl: string | undefined;
}

export function createStripeClient({ secretKey, apiUrl }: StripeSettings): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
  });
}

function toRetrieved(intent: Stripe.PaymentIntent): RetrievedIntent {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    metadata: intent.metadata,
  };
}

/** Stripe's answer to an operation on an intent whose status does not allow it. */
function isUnexpectedState(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'payment_intent_unexpected_state'
  );
}

/** Stripe's refund states, as ours: a refund that may still go through is pending. */
export function refundStatus(status: string | null): 'pending' | 'succeeded' | 'failed' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  const provider: PaymentProvider = {
    name: 'stripe',
    async createIntent(amountCents, metadata, idempotencyKey) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: CURRENCY,
          // The web confirms with a card field only, so no method may need a redirect.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: {
            studentId: metadata.studentId,
            ...(metadata.sessionId ? { sessionId: metadata.sessionId } : {}),
            ...(metadata.lessonTypeId ? { lessonTypeId: metadata.lessonTypeId } : {}),
          },
        },
        { idempotencyKey },
      );
      if (!intent.client_secret)
        throw new Error(`Stripe gave intent ${intent.id} no client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieve(id) {
      try {
        return toRetrieved(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async refund(paymentIntentId, amountCents, idempotencyKey) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountCents },
          { idempotencyKey },
        );
        return { id: refund.id, status: refundStatus(refund.status) };
      } catch (error) {
        // Refused (given back already from Stripe's dashboard, more than is left, no charge):
        // asking again would be refused again.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) {
          return { id: null, status: 'failed' };
        }
        throw error;
      }
    },
    async cancel(id) {
      try {
        return toRetrieved(
          await stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }),
        );
      } catch (error) {
        if (isMissing(error)) return null;
        // Already cancelled, or paid before we got there: Stripe refuses, and what it holds now
        // is the answer the caller needs to record.
        if (isUnexpectedState(error)) return provider.retrieve(id);
        throw error;
      }
    },
  };
  return provider;
}
