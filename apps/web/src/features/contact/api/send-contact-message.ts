import {
  contactReceiptSchema,
  type ContactMessage,
  type ContactReceipt,
} from '@nibras/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Sends the /contact form; the answer's message is the confirmation, in the page's language. */
export async function sendContactMessage(input: ContactMessage) {
  const envelope = await apiRequest<ContactReceipt>('/api/v1/contact', {
    method: 'POST',
    body: input,
  });
  return { receipt: contactReceiptSchema.parse(envelope.data), message: envelope.message };
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
