import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { devPaymentProvider } from './dev-provider';
import { moyasarPaymentProvider } from './moyasar-provider';
import type { PaymentProvider } from './payment-provider';
import { stripePaymentProvider } from './stripe-provider';

export type PaymentProviders = {
  /** Who takes new top-ups (PAYMENT_PROVIDER); undefined: top-ups answer 503. */
  current: PaymentProvider | undefined;
  /** A configured provider by name: webhooks and refunds go to the one a top-up was paid with. */
  byName(name: string): PaymentProvider | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProviders;
  }
}

/**
 * The configured payment providers. Every provider with settings stays reachable, not only
 * the current one, so a top-up paid through Stripe is still refunded through Stripe after
 * PAYMENT_PROVIDER changes. The development checkout exists only with the development tools.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const providers = new Map<string, PaymentProvider>();
    if (config.devTools || config.money.provider === 'dev') {
      providers.set(
        'dev',
        devPaymentProvider({ appUrl: config.appUrl, jwtSecret: config.jwtSecret }),
      );
    }
    if (config.money.stripe) providers.set('stripe', stripePaymentProvider(config.money.stripe));
    if (config.money.moyasar) {
      providers.set(
        'moyasar',
        moyasarPaymentProvider(config.money.moyasar, {
          webhookUrl: `${config.appUrl}/api/v1/payments/webhooks/moyasar`,
        }),
      );
    }
    const provider = config.money.provider;
    app.decorate('payments', {
      current: provider ? providers.get(provider) : undefined,
      byName: (name: string) => providers.get(name),
    } satisfies PaymentProviders);
  },
  { name: 'payments' },
);
