import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountDeletionSchema,
  deletionWords,
  type AccountDeletionInput,
} from '@nibras/contracts/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '@/components/ui/dialog';
import { currentLanguage } from '@/lib/i18n';
import { useDeleteAccount } from '@/features/account/api/delete-account';
import { useServerErrors } from '@/features/account/hooks/use-server-errors';
import { ProfileSection } from './profile-section';
import { NeedsPassword } from './set-password';

const dangerButton =
  'bg-red-700 text-white hover:bg-red-800 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400';

/** Deleting the account: what it means, then a dialog with the typed word and the password. */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection id="delete" title={t('delete.title')} intro={t('delete.explain')} tone="danger">
      {hasPassword ? (
        <div>
          <Button className={dangerButton} onClick={() => setOpen(true)}>
            {t('delete.open')}
          </Button>
        </div>
      ) : (
        <NeedsPassword />
      )}
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        title={t('delete.dialogTitle')}
        description={t('delete.dialogBody', { word: deletionWords[currentLanguage()] })}
      >
        {open && <DeleteForm onCancel={() => setOpen(false)} />}
      </ActionDialog>
    </ProfileSection>
  );
}

function DeleteForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('account');
  const word = deletionWords[currentLanguage()];
  const form = useForm<AccountDeletionInput>({
    resolver: zodResolver(accountDeletionSchema),
    defaultValues: { confirmation: '', currentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const remove = useDeleteAccount();
  const serverErrors = useServerErrors<AccountDeletionInput>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await remove.mutateAsync(values);
    } catch (error) {
      setFailure(serverErrors(error, form.setError, ['confirmation', 'currentPassword']));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <TextField
        label={t('delete.confirmation', { word })}
        dir="auto"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.confirmation}
        {...form.register('confirmation')}
      />
      <TextField
        label={t('delete.currentPassword')}
        type="password"
        dir="ltr"
        autoComplete="current-password"
        error={errors.currentPassword}
        {...form.register('currentPassword')}
      />
      {failure && (
        <FormAlert tone="error" title={t('delete.failed')}>
          {failure}
        </FormAlert>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onCancel}>
          {t('delete.cancel')}
        </Button>
        <Button type="submit" className={dangerButton} disabled={isSubmitting}>
          {isSubmitting ? t('delete.deleting') : t('delete.submit')}
        </Button>
      </div>
    </form>
  );
}
