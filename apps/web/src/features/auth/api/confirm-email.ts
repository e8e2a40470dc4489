import { confirmEmailAnswerSchema, type ConfirmEmailQuery } from '@nibras/contracts/auth';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * Confirms the address; the session the link starts becomes this device's, as a login's does
 * (a link opened again, or an account that signs in another way, starts none).
 */
export async function confirmEmail({ token, email }: ConfirmEmailQuery) {
  const query = new URLSearchParams({ token, email });
  const envelope = await apiRequest<unknown>(`/api/v1/email/confirm?${query.toString()}`);
  const answer = confirmEmailAnswerSchema.parse(envelope.data);
  if (answer.session) {
    const { jwtResult, userModel } = answer.session;
    useSession.getState().setSession({ ...jwtResult, userModel });
  }
  return { ...answer, message: envelope.message };
}

/**
 * Confirms once per link. A query, not an effect, so React's double-mounting in development
 * cannot spend the single-use token twice; the answer is kept for the life of the page.
 */
export function useConfirmEmail(link: ConfirmEmailQuery | null) {
  return useQuery({
    queryKey: ['auth', 'confirm-email', link?.token, link?.email],
    queryFn: link ? () => confirmEmail(link) : skipToken,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
