import { zodResolver } from '@hookform/resolvers/zod';
import { childLoginInputSchema, type ChildLoginInput, type Child } from '@nibras/contracts/family';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { ActionDialog } from '@/components/ui/dialog';
import { useErrorText } from '@/lib/error-text';
import { useCreateChildLogin } from '@/features/family/api/create-child-login';
import { isolate } from '@/lib/bidi';

/**
 * The parent sets up the child's own student login. The address gets a confirmation email; once
 * confirmed, the child logs in there and lands on /dashboard/child.
 */
export function ChildLoginDialog({
  child,
  open,
  onOpenChange,
}: {
  child: Child;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('family');
  const errorText = useErrorText();
  const create = useCreateChildLogin(child.id);
  const form = useForm<ChildLoginInput>({
    resolver: zodResolver(childLoginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const name = child.name;
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onError: (error) => showServerFieldErrors(form.setError, error, ['email', 'password']),
    }),
  );
  const close = (next: boolean) => {
    if (!next) {
      create.reset();
      form.reset();
    }
    onOpenChange(next);
  };
  return (
    <ActionDialog
      open={open}
      onOpenChange={close}
      title={t('login.title', { name })}
      description={t('login.description', { name })}
    >
      {create.isSuccess ? (
        <div className="mt-4 flex flex-col gap-4">
          <FormAlert tone="success">
            {t('login.done', { email: isolate(create.variables.email), name: isolate(name) })}
          </FormAlert>
          <Button className="self-end" onClick={() => close(false)}>
            {t('login.close')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          <TextField
            label={t('login.email')}
            type="email"
            dir="ltr"
            autoComplete="off"
            error={form.formState.errors.email}
            {...form.register('email')}
          />
          <TextField
            label={t('login.password')}
            type="password"
            dir="ltr"
            autoComplete="new-password"
            error={form.formState.errors.password}
            {...form.register('password')}
          />
          {create.isError && (
            <FormAlert tone="error" title={t('login.failed')}>
              {errorText(create.error)}
            </FormAlert>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => close(false)}>
              {t('login.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('login.creating') : t('login.create')}
            </Button>
          </div>
        </form>
      )}
    </ActionDialog>
  );
}
