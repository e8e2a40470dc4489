import type { ConfirmEmailQuery } from '@nibras/contracts/auth';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function confirmEmail({ token, email }: ConfirmEmailQuery) {
  const query = new URLSearchParams({ token, email });
  return apiRequest<unknown>(`/api/v1/email/confirm?${query.toString()}`);
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
