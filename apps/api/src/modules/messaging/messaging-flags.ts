import { contactSpansOf, type ContactKind } from './contact-details';

/**
 * What an operator should look at in a tutor's message (issue 11): a phone number, an email
 * address or a link to a chat app outside Nibras. The message is delivered as written; these
 * only say why it waits in the report store (decision 0011). Found by the same spans as the
 * masking before a first booking (contact-details.ts); other links and handles are masked but
 * not flagged.
 */
export type ContactFlag = 'phone' | 'email' | 'outside_link';

const flagged: readonly ContactKind[] = ['phone', 'email', 'outside_link'] satisfies ContactFlag[];

/** The flags a message earns, each once, in a fixed order; empty when there is nothing to look at. */
export function contactFlagsOf(body: string): ContactFlag[] {
  const kinds = new Set(contactSpansOf(body).map((span) => span.kind));
  return flagged.filter((kind): kind is ContactFlag => kinds.has(kind));
}
