import { socialLinkConfirmSchema } from '@nibras/contracts/social-sign-in';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { errorCodeOf } from '@/lib/error-text';
import { usePageTitle } from '@/lib/page-title';
import { confirmSocialLink } from '@/features/auth/api/social-sign-in';
import { AuthCard } from './auth-card';
import { SocialSignInFailed } from './social-sign-in-page';

/**
 * /social-sign-in/confirm?token=: the emailed link that proves an account, opened in the browser
 * that signed in with the provider. Links it and signs in on arrival; the visitor guard leads on.
 */
export function SocialLinkConfirmPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const link = socialLinkConfirmSchema.safeParse({ token: params.get('token') ?? undefined });
  // A query, not an effect: React's double mounting must not spend the single-use token twice.
  const confirmation = useQuery({
    queryKey: ['auth', 'social', 'confirm', link.data?.token],
    queryFn: link.success ? () => confirmSocialLink(link.data.token) : skipToken,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  usePageTitle(t('social.confirmTitle'));
  if (!link.success || confirmation.isError) {
    const code = errorCodeOf(confirmation.error);
    return (
      <SocialSignInFailed
        failure={code === 'social_sign_in_expired' ? code : 'social_link_token_invalid'}
      />
    );
  }
  return (
    <AuthCard title={t('social.confirmTitle')}>
      <div role="status" className="flex flex-col items-center gap-4">
        <Spinner className="size-10" />
        <p className="text-slate-700 dark:text-slate-200">{t('social.confirming')}</p>
      </div>
    </AuthCard>
  );
}
