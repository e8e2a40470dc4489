import { emailChangeConfirmSchema } from '@nibras/contracts/account';
import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/lib/error-text';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useConfirmEmailChange } from '@/features/account/api/confirm-email-change';
import { panelSurface } from '@/components/ui/panel';

/** /email-change?token=: the link sent to a new address; opening it makes the change. */
export function EmailChangePage() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const link = emailChangeConfirmSchema.safeParse({ token: params.get('token') ?? undefined });
  const confirmation = useConfirmEmailChange(link.success ? link.data.token : null);
  const signedIn = useSession((state) => Boolean(state.accessToken && state.userModel));
  const changedTo = confirmation.data?.answer.email;

  const failure = !link.success
    ? t('emailChange.missingToken')
    : confirmation.isError
      ? errorText(confirmation.error)
      : null;
  const title = changedTo
    ? t('emailChange.confirmed')
    : failure
      ? t('emailChange.failedTitle')
      : t('emailChange.confirming');
  usePageTitle(t('emailChange.pageTitle'));

  return (
    <Container className="max-w-lg py-12">
      <div
        className={`${panelSurface} flex flex-col items-center gap-4 p-8 text-center`}
        aria-live="polite"
      >
        <h1 className="sr-only">{t('emailChange.pageTitle')}</h1>
        {changedTo ? (
          <CircleCheck className="size-14 text-emerald-600 dark:text-emerald-400" aria-hidden />
        ) : failure ? (
          <CircleX className="size-14 text-red-600 dark:text-red-400" aria-hidden />
        ) : (
          <Spinner className="size-14" />
        )}
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h2>
        {changedTo && (
          <p className="text-slate-700 dark:text-slate-200">
            {t('emailChange.confirmedBody', { email: changedTo })}
          </p>
        )}
        {failure && <p className="text-red-700 dark:text-red-300">{failure}</p>}
        {(changedTo || failure) && (
          <ButtonLink to={signedIn ? '/profile' : '/login'} size="lg">
            {signedIn ? t('emailChange.toProfile') : t('emailChange.toLogin')}
          </ButtonLink>
        )}
      </div>
    </Container>
  );
}
