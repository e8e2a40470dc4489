import Stripe from 'stripe';
import {
  headerOf,
  WebhookSignatureInvalid,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string | undefined;
};

/** The SDK's host options for STRIPE_API_URL (a local double in tests); Stripe's own otherwise. */
function endpointOf(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  } as const;
}

const idOf = (value: string | { id: string } | null) =>
  value === null ? null : typeof value === 'string' ? value : value.id;

function eventOf(event: Stripe.Event): PaymentEvent {
  const base = {
    eventId: event.id,
    topUpId: null,
    checkoutRef: null,
    paymentRef: null,
    amountMinor: null,
  };
  if (!event.type.startsWith('checkout.session.')) return { ...base, type: 'other' };
  const session = event.data.object as Stripe.Checkout.Session;
  const about = {
    ...base,
    topUpId: session.metadata?.topUpId ?? session.client_reference_id ?? null,
    checkoutRef: session.id,
    paymentRef: idOf(session.payment_intent),
    amountMinor: session.amount_total,
  };
  switch (event.type) {
    // A card is paid at completion; a bank debit completes unpaid and settles later.
    case 'checkout.session.completed':
      return { ...about, type: session.payment_status === 'paid' ? 'succeeded' : 'other' };
    case 'checkout.session.async_payment_succeeded':
      return { ...about, type: 'succeeded' };
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { ...about, type: 'failed' };
    default:
      return { ...about, type: 'other' };
  }
}

/** Stripe through its official SDK: Checkout Sessions, refunds, signed webhooks. */
export function stripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...endpointOf(settings.apiUrl),
    telemetry: false,
    maxNetworkRetries: 1,
    timeout: 20_000,
  });
  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.topUpId,
          metadata: { topUpId: request.topUpId },
          payment_intent_data: { metadata: { topUpId: request.topUpId } },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountMinor,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried top-up gets the same session back rather than a second one.
        { idempotencyKey: `top-up-${request.topUpId}` },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a url');
      return { providerRef: session.id, checkoutUrl: session.url };
    },
    async refund(request) {
      const refund = await stripe.refunds.create(
        { payment_intent: request.paymentRef, amount: request.amountMinor },
        { idempotencyKey: `refund-${request.refundId}` },
      );
      return { providerRef: refund.id };
    },
    parseWebhook(rawBody, headers) {
      const signature = headerOf(headers, 'stripe-signature');
      if (!signature) throw new WebhookSignatureInvalid('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureInvalid(error instanceof Error ? error.message : 'invalid');
      }
      return eventOf(event);
    },
  };
}
