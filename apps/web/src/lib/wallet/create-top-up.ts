import { topUpSchema, type CreateTopUpInput } from '@nibras/contracts/wallet';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest } from '@/lib/api-client';

/**
 * Starts a top-up: the API answers the provider's checkout page, where the browser goes next.
 * `idempotencyKey` is one per attempt, so a retry after a lost answer does not open a second one.
 */
export async function createTopUp({
  input,
  idempotencyKey,
}: {
  input: CreateTopUpInput;
  idempotencyKey: string;
}) {
  const envelope = await apiRequest<unknown>('/api/v1/wallet/top-ups', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return topUpSchema.parse(envelope.data);
}

/** The browser leaves the app for the checkout; a function of its own so tests can watch it. */
export const checkout = {
  go(url: string) {
    window.location.assign(url);
  },
};

/** Creates a top-up and, once the API answers, sends the browser to pay it. */
export function useStartTopUp() {
  // The same amount and return asked again (a retry) keeps its key; another is a new attempt.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (input: CreateTopUpInput) => {
      const body = JSON.stringify(input);
      if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
      return createTopUp({ input, idempotencyKey: attempt.current.key });
    },
    onSuccess: (topUp) => {
      if (topUp.checkoutUrl) checkout.go(topUp.checkoutUrl);
    },
  });
  return mutation;
}
