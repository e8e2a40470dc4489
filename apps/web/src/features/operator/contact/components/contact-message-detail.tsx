import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useConsoleTime, WrittenField } from '@/features/operator/components/console-controls';
import {
  useActOnContactMessage,
  type ContactAction,
} from '@/features/operator/contact/api/act-on-contact-message';
import { useContactMessage } from '@/features/operator/contact/api/get-contact-messages';

/** One message, its replies, a reply form (emailed in the writer's language), resolve or reopen. */
export function ContactMessageDetail({ id }: { id: string }) {
  const { t } = useTranslation('operator');
  const time = useConsoleTime();
  const errorText = useErrorText();
  const message = useContactMessage(id);
  const act = useActOnContactMessage(id);
  const [body, setBody] = useState('');
  if (message.isPending) return <LoadingLine label={t('contact.loading')} />;
  if (message.isError) {
    return <LoadFailure message={t('contact.loading')} onRetry={() => void message.refetch()} />;
  }
  const data = message.data;
  const run = (action: ContactAction, done?: () => void) =>
    act.mutate(action, {
      onSuccess: ({ notice }) => {
        if (notice) toast.success(notice);
        done?.();
      },
    });
  const reply = (event: FormEvent) => {
    event.preventDefault();
    run({ kind: 'reply', body }, () => setBody(''));
  };
  return (
    <div className="mt-4 flex flex-col gap-5">
      <p dir="auto" className="whitespace-pre-line text-slate-900 dark:text-white">
        {data.message}
      </p>
      <section>
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">
          {t('contact.replies')}
        </h3>
        {data.replies.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-200">{t('contact.noReplies')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-3">
            {data.replies.map((each) => (
              <li key={each.id} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
                <p className="text-xs text-slate-600 dark:text-slate-300">
                  {t('contact.repliedBy', {
                    name: each.operator.fullName,
                    when: time(each.createdAt),
                  })}
                </p>
                <p dir="auto" className="mt-1 whitespace-pre-line text-slate-900 dark:text-white">
                  {each.body}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form onSubmit={reply} className="flex flex-col gap-3">
        <WrittenField
          label={t('contact.reply', { language: t(`contact.language.${data.language}`) })}
          multiline
          required
          lang={data.language}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        {act.isError && <FormAlert tone="error">{errorText(act.error)}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-2">
          {data.status === 'open' ? (
            <Button
              variant="secondary"
              onClick={() => run({ kind: 'resolve' })}
              disabled={act.isPending}
            >
              {t('contact.resolve')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => run({ kind: 'reopen' })}
              disabled={act.isPending}
            >
              {t('contact.reopen')}
            </Button>
          )}
          <Button type="submit" disabled={act.isPending || body.trim() === ''}>
            {t('contact.sendReply')}
          </Button>
        </div>
      </form>
    </div>
  );
}
