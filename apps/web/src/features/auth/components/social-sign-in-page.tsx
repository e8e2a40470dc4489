import { isSocialSignInFailure, type SocialSignInFailure } from '@nibras/contracts/social-sign-in';
import type { ErrorCode } from '@nibras/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorCodeOf } from '@/lib/error-text';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { refreshSession } from '@/features/auth/api/refresh-session';
import { usePendingSocialSignIn } from '@/features/auth/api/social-sign-in';
import { AuthCard } from './auth-card';
import { SocialLink } from './social-link';
import { SocialSignup } from './social-signup';

const linkClass =
  'font-semibold text-indigo-800 underline-offset-4 hover:underline dark:text-amber-300';

/**
 * /social-sign-in: where the API sends the browser back from Google, Apple or Meta. Signed in
 * (`?status=signed-in`: the refresh cookie is set, the page fetches the session and the visitor
 * guard leads on), refused (`?error=`), or waiting for the person: a new account's signup, or
 * the proof that links an existing one.
 */
export function SocialSignInPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  if (error !== null) {
    return (
      <SocialSignInFailed
        failure={isSocialSignInFailure(error) ? error : 'social_sign_in_failed'}
      />
    );
  }
  if (params.get('status') === 'signed-in') return <SocialSignedIn />;
  return <PendingSocialSignIn />;
}

/** Why a sign-in through a provider ended, with the ways on: log in, or sign up with email. */
export function SocialSignInFailed({ failure }: { failure: SocialSignInFailure | ErrorCode }) {
  const { t } = useTranslation('auth');
  usePageTitle(t('social.failedTitle'));
  return (
    <AuthCard title={t('social.failedTitle')}>
      <p role="alert" className="text-slate-800 dark:text-slate-100">
        {t(`errors.${failure}`, { ns: 'shared' })}
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <ButtonLink to="/login">{t('social.backToLogin')}</ButtonLink>
        <Link to="/signup" className={linkClass}>
          {t('social.signUpWithEmail')}
        </Link>
      </div>
    </AuthCard>
  );
}

function Waiting() {
  const { t } = useTranslation('auth');
  usePageTitle(t('social.checking'));
  return (
    <AuthCard title={t('social.checking')}>
      <div role="status" className="flex justify-center">
        <Spinner className="size-10" />
      </div>
    </AuthCard>
  );
}

/** The API set the refresh cookie; one refresh answers the session, as after a page reload. */
function SocialSignedIn() {
  const session = useQuery({
    queryKey: ['auth', 'social', 'session'],
    queryFn: refreshSession,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (!session.data) return;
    const { userModel, jwtResult } = session.data;
    // The visitor guard around this page then leads on, to `?next=` or the dashboard.
    useSession.getState().setSession({ userModel, ...jwtResult });
  }, [session.data]);
  if (session.isError) return <SocialSignInFailed failure="session_expired" />;
  return <Waiting />;
}

function PendingSocialSignIn() {
  const pending = usePendingSocialSignIn();
  if (pending.isPending) return <Waiting />;
  if (pending.isError) {
    const expired = errorCodeOf(pending.error) === 'social_sign_in_expired';
    return (
      <SocialSignInFailed failure={expired ? 'social_sign_in_expired' : 'social_sign_in_failed'} />
    );
  }
  return pending.data.kind === 'signup' ? (
    <SocialSignup pending={pending.data} />
  ) : (
    <SocialLink pending={pending.data} />
  );
}
