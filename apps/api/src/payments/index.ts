import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeClient, createStripeProvider } from './stripe-provider';

const providers = new WeakMap<FastifyInstance['config'], PaymentProvider>();

/** Stripe when a secret key is configured, otherwise the sandbox; one per app. */
export function paymentProviderFor(app: FastifyInstance): PaymentProvider {
  let provider = providers.get(app.config);
  if (!provider) {
    const { stripe } = app.config;
    provider = stripe
      ? createStripeProvider(createStripeClient(stripe))
      : createSandboxProvider(app.db);
    providers.set(app.config, provider);
  }
  return provider;
}

export type { PaymentProvider } from './provider';
