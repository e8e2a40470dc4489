import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshFamily } from './query-keys';

export type InvitationAnswer = 'accept' | 'decline';

export async function answerInvitation(id: string, answer: InvitationAnswer) {
  const envelope = await apiRequest<unknown>(
    `/api/v1/student/invitations/${encodeURIComponent(id)}/${answer}`,
    { method: 'POST' },
  );
  return { message: envelope.message };
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: InvitationAnswer }) =>
      answerInvitation(id, answer),
    onSuccess: () => refreshFamily(queryClient),
  });
}
