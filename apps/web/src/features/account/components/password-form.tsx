import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema, type PasswordChangeInput } from '@nibras/contracts/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useChangePassword } from '@/features/account/api/change-password';
import { useServerErrors } from '@/features/account/hooks/use-server-errors';
import { ProfileSection } from './profile-section';

const empty = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** The current password, then the new one twice; other devices are signed out. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const change = useChangePassword();
  const serverErrors = useServerErrors<PasswordChangeInput>();
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setChanged(false);
    try {
      const message = await change.mutateAsync(values);
      form.reset(empty);
      setChanged(true);
      toast.success(message ?? t('password.changed'));
    } catch (error) {
      setFailure(
        serverErrors(error, form.setError, [
          'currentPassword',
          'newPassword',
          'confirmNewPassword',
        ]),
      );
    }
  });

  return (
    <ProfileSection id="password" title={t('password.title')} intro={t('password.explain')}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
          <TextField
            label={t('password.currentPassword')}
            type="password"
            dir="ltr"
            autoComplete="current-password"
            error={errors.currentPassword}
            {...form.register('currentPassword')}
          />
        </div>
        <TextField
          label={t('password.newPassword')}
          type="password"
          dir="ltr"
          autoComplete="new-password"
          error={errors.newPassword}
          {...form.register('newPassword')}
        />
        <TextField
          label={t('password.confirmNewPassword')}
          type="password"
          dir="ltr"
          autoComplete="new-password"
          error={errors.confirmNewPassword}
          {...form.register('confirmNewPassword')}
        />
        {failure && (
          <div className="sm:col-span-2">
            <FormAlert tone="error" title={t('password.failed')}>
              {failure}
            </FormAlert>
          </div>
        )}
        {changed && (
          <div className="sm:col-span-2">
            <FormAlert tone="success">{t('password.changed')}</FormAlert>
          </div>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {isSubmitting ? t('password.saving') : t('password.submit')}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
