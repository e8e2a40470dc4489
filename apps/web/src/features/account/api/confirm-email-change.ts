import { emailChangeAnswerSchema } from '@nibras/contracts/account';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { getOwnAccount } from '@/lib/own-account';
import { rememberAccount } from './get-account';

export async function confirmEmailChange(token: string) {
  const envelope = await apiRequest<unknown>('/api/v1/account/email/confirm', {
    method: 'POST',
    body: { token },
  });
  return { answer: emailChangeAnswerSchema.parse(envelope.data), message: envelope.message };
}

/**
 * Opened in a browser where somebody is signed in: their session reads its account again, so it
 * shows the new address if the link was theirs (rememberAccount checks whose account it is).
 */
async function refreshSignedInAccount() {
  if (!useSession.getState().accessToken) return;
  await getOwnAccount()
    .then(rememberAccount)
    .catch(() => undefined);
}

/**
 * Confirms once per link. A query, not an effect, so React's double-mounting in development
 * cannot spend the single-use token twice; the answer is kept for the life of the page.
 */
export function useConfirmEmailChange(token: string | null) {
  return useQuery({
    queryKey: ['account', 'confirm-email-change', token],
    queryFn: token
      ? async () => {
          const answer = await confirmEmailChange(token);
          await refreshSignedInAccount();
          return answer;
        }
      : skipToken,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
