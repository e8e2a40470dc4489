import { confirmEmailQuerySchema } from '@nibras/contracts/auth';
import { isSafeReturnPath } from '@nibras/contracts/booking';
import { dashboardPathOf } from '@nibras/contracts/roles';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';
import { accountErrorMessage } from '@/features/auth/api/account-error-message';
import { useConfirmEmail } from '@/features/auth/api/confirm-email';
import { withNext } from '@/features/auth/hooks/use-next-path';
import { AuthCard } from './auth-card';
import { ResendConfirmationButton } from './resend-confirmation-button';
import { Spinner } from '@/components/ui/spinner';
import { textOfKey } from '@/lib/text-of-key';

/**
 * /email-confirmation?token&email: confirms on arrival (docs/shared/SPEC.md section 2). The link signs the
 * person in on this device and takes them back to where the signup began (`next`, a booking
 * half made) or to their dashboard; opened again, or on another device, it says the address is
 * confirmed and offers the login.
 */
export function EmailConfirmationPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const link = confirmEmailQuerySchema.safeParse({
    token: params.get('token') ?? undefined,
    email: params.get('email') ?? undefined,
  });
  const confirmation = useConfirmEmail(link.success ? link.data : null);
  // A signup that began on a booking leads back to it once logged in.
  const next = params.get('next');
  const loginPath = withNext('/login', isSafeReturnPath(next) ? next : null);

  const failure = !link.success
    ? textOfKey(t, link.error.issues[0]?.message ?? 'validation.confirmationLinkInvalid', {
        ns: 'shared',
      })
    : confirmation.isError
      ? accountErrorMessage(confirmation.error, 'auth:confirmation.failed')
      : null;
  const confirmed = confirmation.isSuccess;
  const alreadyConfirmed = confirmation.data?.alreadyConfirmed ?? false;
  const session = confirmation.data?.session ?? null;
  const title = alreadyConfirmed
    ? t('confirmation.alreadyConfirmed')
    : confirmed
      ? t('confirmation.confirmed')
      : failure
        ? t('confirmation.failedTitle')
        : t('confirmation.confirming');
  usePageTitle(title);

  useEffect(() => {
    if (confirmation.isError && failure) toast.error(failure, { id: 'email-confirmation' });
  }, [confirmation.isError, failure]);

  // Signed in by the link: straight on to the step the signup left, the message as a toast.
  const signedInMessage = session ? (confirmation.data?.message ?? null) : null;
  const signedInPath = session
    ? isSafeReturnPath(next)
      ? next
      : dashboardPathOf[session.userModel.userType]
    : null;
  useEffect(() => {
    if (!signedInPath) return;
    toast.success(signedInMessage ?? t('confirmation.confirmedBody'), {
      id: 'email-confirmation',
    });
    void navigate(signedInPath, { replace: true });
  }, [signedInPath, signedInMessage, navigate, t]);

  return (
    <AuthCard title={t('confirmation.pageTitle')}>
      <div className="flex flex-col items-center gap-4 text-center" aria-live="polite">
        {confirmed ? (
          <CircleCheck className="size-14 text-emerald-600 dark:text-emerald-400" aria-hidden />
        ) : failure ? (
          <CircleX className="size-14 text-red-600 dark:text-red-400" aria-hidden />
        ) : (
          <Spinner className="size-14" />
        )}
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h2>
        {confirmed && (
          <p className="text-slate-700 dark:text-slate-200">
            {confirmation.data.message ??
              t(
                alreadyConfirmed
                  ? 'confirmation.alreadyConfirmedBody'
                  : 'confirmation.confirmedBody',
              )}
          </p>
        )}
        {failure && <p className="text-red-700 dark:text-red-300">{failure}</p>}
        {failure && link.success && <ResendConfirmationButton email={link.data.email} />}
        <Button size="lg" disabled={!confirmed} onClick={() => void navigate(loginPath)}>
          {t('confirmation.goToLogin')}
        </Button>
      </div>
    </AuthCard>
  );
}
