import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  headerOf,
  WebhookSignatureInvalid,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider';

/** The header the development checkout signs its webhooks in. */
export const devSignatureHeader = 'dev-signature';

const devEventSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['succeeded', 'failed']),
  topUpId: z.uuid(),
  amountMinor: z.number().int(),
});
export type DevEvent = z.infer<typeof devEventSchema>;

/**
 * The webhook secret of the development checkout, derived from the app's JWT secret: nothing
 * more to configure, and a request from outside cannot forge a payment without it.
 */
export function devWebhookSecret(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('nibras development payments webhook').digest();
}

const signatureOf = (secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** A development event as the checkout sends it: the JSON body and its signature. */
export function signDevEvent(secret: Buffer, event: DevEvent) {
  const body = JSON.stringify(event);
  return { body, signature: signatureOf(secret, body) };
}

/**
 * The development stand-in (default outside production, like the mailbox): its checkout is a
 * page of this server (dev-checkout.routes.ts) that pays, declines or asks for 3-D Secure, and
 * it refunds by saying so. Its webhooks are signed with HMAC-SHA256 as a real provider's are.
 */
export function devPaymentProvider(options: {
  appUrl: string;
  jwtSecret: string;
}): PaymentProvider {
  const secret = devWebhookSecret(options.jwtSecret);
  return {
    name: 'dev',
    async createCheckout({ topUpId, language }) {
      return {
        providerRef: `dev_${topUpId}`,
        checkoutUrl: `${options.appUrl}/dev/checkout/${topUpId}?lang=${language}`,
      };
    },
    async refund({ refundId }) {
      return { providerRef: `dev_refund_${refundId}` };
    },
    parseWebhook(rawBody, headers): PaymentEvent {
      const signature = headerOf(headers, devSignatureHeader);
      if (!signature) throw new WebhookSignatureInvalid('no signature');
      const expected = Buffer.from(signatureOf(secret, rawBody.toString('utf8')), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new WebhookSignatureInvalid('signature mismatch');
      }
      let parsed: DevEvent;
      try {
        parsed = devEventSchema.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        // Signed by us but not ours to read: nothing is applied either way.
        throw new WebhookSignatureInvalid('unreadable event');
      }
      return {
        eventId: parsed.id,
        type: parsed.type,
        topUpId: parsed.topUpId,
        checkoutRef: `dev_${parsed.topUpId}`,
        paymentRef: `dev_${parsed.topUpId}`,
        amountMinor: parsed.amountMinor,
      };
    },
  };
}
