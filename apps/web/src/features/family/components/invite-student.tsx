import { zodResolver } from '@hookform/resolvers/zod';
import { invitationInputSchema, type InvitationInput } from '@nibras/contracts/family';
import { MailPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useCancelInvitation } from '@/features/family/api/cancel-invitation';
import { useInvitations } from '@/features/family/api/get-invitations';
import { useSendInvitation } from '@/features/family/api/send-invitation';
import { LoadFailed, Loading, mutedClass, panelClass } from './load-state';
import { isolate } from '@/lib/bidi';

function PendingInvitations() {
  const { t, i18n } = useTranslation('family');
  const errorText = useErrorText();
  const invitations = useInvitations();
  const cancel = useCancelInvitation();
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  if (invitations.isPending) return <Loading label={t('invite.loading')} />;
  if (invitations.isError) {
    return (
      <LoadFailed message={t('invite.loadFailed')} onRetry={() => void invitations.refetch()} />
    );
  }
  if (invitations.data.length === 0) return <p className={mutedClass}>{t('invite.none')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {invitations.data.map((invitation) => (
        <li
          key={invitation.id}
          className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-700"
        >
          <div className="min-w-0 flex-1">
            <p
              dir="ltr"
              className="font-medium break-all text-slate-900 rtl:text-end dark:text-white"
            >
              {invitation.email}
            </p>
            <p className={mutedClass}>
              {t('invite.sentOn', { date: date.format(new Date(invitation.createdAt)) })}
            </p>
          </div>
          <Button
            variant="secondary"
            disabled={cancel.isPending}
            aria-label={t('invite.cancelLabel', { email: invitation.email })}
            onClick={() =>
              cancel.mutate(invitation.id, {
                onSuccess: () => toast.success(t('invite.cancelled', { email: invitation.email })),
                onError: (error) => toast.error(errorText(error)),
              })
            }
          >
            {t('invite.cancel')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Links a student account the child already has: the parent invites it by email, the student
 * accepts on their dashboard. The answer never says whether the address has an account.
 */
export function InviteStudent() {
  const { t } = useTranslation('family');
  const errorText = useErrorText();
  const send = useSendInvitation();
  const form = useForm<InvitationInput>({
    resolver: zodResolver(invitationInputSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit((values) =>
    send.mutate(values, { onSuccess: () => form.reset({ email: '' }) }),
  );
  const sentTo = send.isSuccess ? send.variables.email : null;
  return (
    <section aria-labelledby="family-invite" className={panelClass}>
      <h2
        id="family-invite"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
      >
        <MailPlus aria-hidden className="size-5 text-indigo-700 dark:text-amber-300" />
        {t('invite.title')}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-200">{t('invite.body')}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <TextField
          label={t('invite.email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          error={form.formState.errors.email}
          {...form.register('email')}
        />
        {sentTo && (
          <FormAlert tone="success">{t('invite.sent', { email: isolate(sentTo) })}</FormAlert>
        )}
        {send.isError && <FormAlert tone="error">{errorText(send.error)}</FormAlert>}
        <Button type="submit" className="self-start" disabled={send.isPending}>
          {send.isPending ? t('invite.sending') : t('invite.send')}
        </Button>
      </form>
      <h3 className="mt-6 font-semibold text-slate-900 dark:text-white">{t('invite.pending')}</h3>
      <div className="mt-2">
        <PendingInvitations />
      </div>
    </section>
  );
}
