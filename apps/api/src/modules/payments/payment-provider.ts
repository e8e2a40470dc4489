import type { Language } from '@nibras/contracts/i18n/languages';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Our seam to a payment provider (decision 0025): the official SDK or the documented REST API
 * lives inside each adapter, and the rest of the app sees only these three calls.
 */

export type CheckoutRequest = {
  topUpId: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** Where the browser goes back to after paying (with `?topUp=<id>`). */
  returnUrl: string;
  /** Where the browser goes back to when the payer gives up. */
  cancelUrl: string;
  /** The payer's language, for a checkout page that can speak it. */
  language: Language;
};

export type RefundRequest = {
  /** What the provider calls the captured payment (the top-up's `providerRef` once it succeeded). */
  paymentRef: string;
  amountMinor: number;
  currency: string;
  /** Ours, stable across retries, so a retried refund is not made twice where the API allows. */
  refundId: string;
};

/** A provider's notification in our words. */
export type PaymentEvent = {
  /** Unique per provider: the same id twice is the same event (payment_events' key). */
  eventId: string;
  type: 'succeeded' | 'failed' | 'refunded' | 'other';
  /** Our top-up, when the provider carried it back (metadata). */
  topUpId: string | null;
  /** The provider's checkout (session, invoice) the event is about. */
  checkoutRef: string | null;
  /** The provider's captured payment, which a refund names. */
  paymentRef: string | null;
  amountMinor: number | null;
};

export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<{ providerRef: string; checkoutUrl: string }>;
  refund(request: RefundRequest): Promise<{ providerRef: string }>;
  /** Verifies the signature over the raw body; throws WebhookSignatureInvalid when it fails. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent;
}

/** The webhook is not signed by the provider it claims: answered 400, applied never. */
export class WebhookSignatureInvalid extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookSignatureInvalid';
  }
}

/** A header's one value, or undefined. */
export function headerOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
