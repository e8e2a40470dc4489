import { withdrawalSchema, type CreateWithdrawalInput } from '@nibras/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest } from '@/lib/api-client';
import { refreshWallet } from '@/lib/wallet/query-keys';

/** Sends available money back to the card it came from; 409 `insufficient_balance` if short. */
export async function createWithdrawal({
  input,
  idempotencyKey,
}: {
  input: CreateWithdrawalInput;
  idempotencyKey: string;
}) {
  const envelope = await apiRequest<unknown>('/api/v1/wallet/withdrawals', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return withdrawalSchema.parse(envelope.data);
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  // One key per amount asked: a retry of the same request cannot withdraw twice.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (input: CreateWithdrawalInput) => {
      const body = JSON.stringify(input);
      if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
      return createWithdrawal({ input, idempotencyKey: attempt.current.key });
    },
    onSuccess: () => {
      attempt.current = null;
      return refreshWallet(queryClient);
    },
  });
}
