import type { LoginResponse } from '@nibras/contracts/auth';
import {
  pendingSocialSignInSchema,
  socialLinkEmailAnswerSchema,
  socialSignInAnswerSchema,
  type SocialLinkWithPasswordInput,
  type SocialRegister,
} from '@nibras/contracts/social-sign-in';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { registerFormData } from './register';

export { socialSignInUrl } from './social-sign-in-url';

/**
 * Sign-in through Google, Apple or Meta. The browser itself goes to the provider (a page
 * navigation, not a fetch); the calls below finish what the provider started, with the
 * httpOnly cookie the API set for this browser.
 */

export const pendingSocialSignInKey = ['auth', 'social', 'pending'] as const;

export async function getPendingSocialSignIn() {
  const envelope = await apiRequest<unknown>('/api/v1/auth/social/pending');
  return pendingSocialSignInSchema.parse(envelope.data);
}

/** What the provider said, kept on the server; read once per visit of the page. */
export function usePendingSocialSignIn() {
  return useQuery({
    queryKey: pendingSocialSignInKey,
    queryFn: getPendingSocialSignIn,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** A session answered by a social call becomes the app's session, as a login's does. */
function keepSession(session: LoginResponse | null) {
  if (session)
    useSession.getState().setSession({ ...session.jwtResult, userModel: session.userModel });
}

async function answered(path: string, body?: unknown) {
  const envelope = await apiRequest<unknown>(path, { method: 'POST', body });
  const answer = socialSignInAnswerSchema.parse(envelope.data);
  keepSession(answer.session);
  return answer;
}

/** The role's signup, without the address and the passwords the provider stands in for. */
export function useSocialRegister() {
  return useMutation({
    mutationFn: ({ signup, photo }: { signup: SocialRegister; photo: File | null }) =>
      answered('/api/v1/auth/social/register', registerFormData({ signup, photo })),
  });
}

export function useLinkWithPassword() {
  return useMutation({
    mutationFn: (input: SocialLinkWithPasswordInput) => answered('/api/v1/auth/social/link', input),
  });
}

export function useRequestLinkEmail() {
  return useMutation({
    mutationFn: async () => {
      const envelope = await apiRequest<unknown>('/api/v1/auth/social/link/email', {
        method: 'POST',
      });
      return socialLinkEmailAnswerSchema.parse(envelope.data);
    },
  });
}

/** The emailed link, opened in this browser: linked and signed in. */
export function confirmSocialLink(token: string) {
  return answered('/api/v1/auth/social/link/confirm', { token });
}
