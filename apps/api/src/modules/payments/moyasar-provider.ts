import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  WebhookSignatureInvalid,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider';

export type MoyasarSettings = { secretKey: string; webhookSecret: string; apiUrl: string };

const invoiceSchema = z.object({ id: z.string(), url: z.string() });
const paymentSchema = z.object({ id: z.string() });

/** A Moyasar webhook: the payment in `data`, the shared secret in the body itself. */
const webhookSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  secret_token: z.string(),
  data: z
    .object({
      id: z.string(),
      amount: z.number().int().optional(),
      invoice_id: z.string().nullish(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
    })
    .loose(),
});

const sameSecret = (given: string, expected: string) =>
  // Hashed first so the comparison takes as long whatever the lengths.
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

const eventTypes: Record<string, PaymentEvent['type']> = {
  payment_paid: 'succeeded',
  payment_failed: 'failed',
  payment_expired: 'failed',
  payment_refunded: 'refunded',
};

/**
 * Moyasar (mada, STC Pay, Apple Pay in Saudi Arabia; decision 0025). It publishes no maintained
 * Node SDK (npm's `moyasar` still depends on the retired `request`), so this is a small typed
 * client of its documented REST API: invoices as the hosted checkout, refunds of payments, and
 * webhooks that carry the shared secret in their JSON body.
 */
export function moyasarPaymentProvider(
  settings: MoyasarSettings,
  options: { webhookUrl: string },
): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;
  async function call<T>(path: string, body: object, schema: z.ZodType<T>): Promise<T> {
    const response = await fetch(`${settings.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`Moyasar ${path} answered ${response.status}`);
    return schema.parse(await response.json());
  }
  return {
    name: 'moyasar',
    async createCheckout(request) {
      const invoice = await call(
        '/invoices',
        {
          amount: request.amountMinor,
          currency: request.currency,
          description: request.description,
          callback_url: options.webhookUrl,
          success_url: request.returnUrl,
          back_url: request.cancelUrl,
          metadata: { top_up_id: request.topUpId },
        },
        invoiceSchema,
      );
      return { providerRef: invoice.id, checkoutUrl: invoice.url };
    },
    async refund(request) {
      const payment = await call(
        `/payments/${encodeURIComponent(request.paymentRef)}/refund`,
        { amount: request.amountMinor },
        paymentSchema,
      );
      return { providerRef: payment.id };
    },
    parseWebhook(rawBody) {
      let parsed: z.infer<typeof webhookSchema>;
      try {
        parsed = webhookSchema.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new WebhookSignatureInvalid('not a Moyasar webhook');
      }
      if (!sameSecret(parsed.secret_token, settings.webhookSecret)) {
        throw new WebhookSignatureInvalid('secret_token mismatch');
      }
      const topUpId = parsed.data.metadata?.top_up_id;
      return {
        eventId: parsed.id,
        type: eventTypes[parsed.type] ?? 'other',
        topUpId: typeof topUpId === 'string' ? topUpId : null,
        checkoutRef: parsed.data.invoice_id ?? null,
        paymentRef: parsed.data.id,
        amountMinor: parsed.data.amount ?? null,
      };
    },
  };
}
