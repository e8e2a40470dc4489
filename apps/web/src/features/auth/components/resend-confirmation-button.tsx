import { toast } from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { accountErrorMessage } from '@/features/auth/api/account-error-message';
import { useResendConfirmation } from '@/features/auth/api/resend-confirmation';

/** Sends a new confirmation link to `email`; the answer is the same whether or not one was due. */
export function ResendConfirmationButton({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendConfirmation();
  const send = () =>
    resend.mutate(
      { email },
      {
        onSuccess: (envelope) => toast.success(envelope.message ?? t('confirmation.resent')),
        onError: (error) =>
          toast.error(accountErrorMessage(error, 'auth:confirmation.resendFailed')),
      },
    );
  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={send} disabled={resend.isPending}>
        {resend.isPending ? t('confirmation.resending') : t('confirmation.resend')}
      </Button>
      {resend.isSuccess && (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
          {resend.data.message ?? t('confirmation.resent')}
        </p>
      )}
    </div>
  );
}
