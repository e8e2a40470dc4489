import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailChangeSchema,
  type AccountProfile,
  type EmailChangeInput,
} from '@nibras/contracts/account';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useRequestEmailChange } from '@/features/account/api/request-email-change';
import { useServerErrors } from '@/features/account/hooks/use-server-errors';
import { ProfileSection } from './profile-section';
import { NeedsPassword } from './set-password';

/** A new address, confirmed by a link sent to it; the current one stays until then. */
export function EmailForm({ account }: { account: AccountProfile }) {
  const { t } = useTranslation('account');
  const form = useForm<EmailChangeInput>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const change = useRequestEmailChange();
  const serverErrors = useServerErrors<EmailChangeInput>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSentTo(null);
    try {
      const { answer } = await change.mutateAsync(values);
      form.reset();
      setSentTo(answer.email);
    } catch (error) {
      setFailure(serverErrors(error, form.setError, ['newEmail', 'currentPassword'], 'newEmail'));
    }
  });

  return (
    <ProfileSection id="email" title={t('email.title')} intro={t('email.explain')}>
      <p className="text-slate-800 dark:text-slate-100">
        <span className="font-medium">{t('email.current')}: </span>
        <bdi dir="ltr" className="break-all">
          {account.email}
        </bdi>
      </p>
      {sentTo ? (
        <FormAlert tone="success">{t('email.sent', { email: sentTo })}</FormAlert>
      ) : (
        account.pendingEmail && (
          <p className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-400/10 dark:text-amber-100">
            <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{t('email.pending', { email: account.pendingEmail })}</span>
          </p>
        )
      )}
      {!account.hasPassword ? (
        <NeedsPassword />
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('email.newEmail')}
            type="email"
            dir="ltr"
            autoComplete="email"
            error={errors.newEmail}
            {...form.register('newEmail')}
          />
          <TextField
            label={t('email.currentPassword')}
            type="password"
            dir="ltr"
            autoComplete="current-password"
            error={errors.currentPassword}
            {...form.register('currentPassword')}
          />
          {failure && (
            <div className="sm:col-span-2">
              <FormAlert tone="error" title={t('email.failed')}>
                {failure}
              </FormAlert>
            </div>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" variant="secondary" disabled={isSubmitting}>
              {isSubmitting ? t('email.sending') : t('email.submit')}
            </Button>
          </div>
        </form>
      )}
    </ProfileSection>
  );
}
