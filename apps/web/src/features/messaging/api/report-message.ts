import type { ReportMessageInput } from '@nibras/contracts/messaging';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function reportMessage({
  messageId,
  input,
}: {
  messageId: number;
  input: ReportMessageInput;
}) {
  const envelope = await apiRequest<unknown>(`/api/v1/messages/${messageId}/report`, {
    method: 'POST',
    body: input,
  });
  return envelope.message;
}

export function useReportMessage() {
  return useMutation({ mutationFn: reportMessage });
}
