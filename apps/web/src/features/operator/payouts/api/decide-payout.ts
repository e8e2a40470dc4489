import { operatorPayoutSchema } from '@nibras/contracts/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { operatorPayoutKeys } from './get-operator-payouts';

export type PayoutDecision =
  | { kind: 'approve' }
  | { kind: 'paid'; transferReference: string }
  | { kind: 'refuse'; reason: string };

export async function decidePayout(id: string, decision: PayoutDecision) {
  const path = `/api/v1/operator/payouts/${encodeURIComponent(id)}`;
  const envelope =
    decision.kind === 'approve'
      ? await apiRequest<unknown>(`${path}/approve`, { method: 'POST' })
      : decision.kind === 'paid'
        ? await apiRequest<unknown>(`${path}/paid`, {
            method: 'POST',
            body: { transferReference: decision.transferReference },
          })
        : await apiRequest<unknown>(`${path}/refuse`, {
            method: 'POST',
            body: { reason: decision.reason },
          });
  return { payout: operatorPayoutSchema.parse(envelope.data), message: envelope.message };
}

export function useDecidePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: PayoutDecision }) =>
      decidePayout(id, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPayoutKeys.all }),
  });
}
