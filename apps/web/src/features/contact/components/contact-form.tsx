import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactLimits,
  contactMessageSchema,
  contactTopicLabels,
  contactTopics,
  type ContactMessage,
  type ContactMessageInput,
} from '@nibras/contracts/contact';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { SelectField } from '@/components/form/select-field';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { currentLanguage } from '@/lib/i18n';
import { useSendContactMessage } from '@/features/contact/api/send-contact-message';

export type ContactSent = { email: string; message: string | null };

/** Name, email, topic and message; a signed-in writer finds their name and email filled in. */
export function ContactForm({
  writer,
  onSent,
}: {
  writer: { name: string; email: string } | null;
  onSent: (sent: ContactSent) => void;
}) {
  const { t } = useTranslation('contact');
  const errorText = useErrorText();
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    mode: 'onTouched',
    defaultValues: { name: writer?.name ?? '', email: writer?.email ?? '', message: '' },
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const language = currentLanguage();

  const onSubmit = form.handleSubmit((input) =>
    send.mutate(input, {
      onSuccess: (answer) => onSent({ email: input.email, message: answer.message }),
      onError: (error) =>
        showServerFieldErrors(form.setError, error, ['name', 'email', 'topic', 'message']),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby="contact-required">
      <p id="contact-required" className="text-sm text-slate-600 dark:text-slate-300">
        {t('form.allRequired')}
      </p>
      {send.isError && (
        <FormAlert tone="error" title={t('form.failed')}>
          {errorText(send.error)}
        </FormAlert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('form.name')}
          autoComplete="name"
          maxLength={contactLimits.nameMax}
          error={errors.name}
          {...form.register('name')}
        />
        <TextField
          label={t('form.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          hint={t('form.emailHint')}
          error={errors.email}
          {...form.register('email')}
        />
      </div>
      <SelectField
        label={t('form.topic')}
        placeholder={t('form.topicPlaceholder')}
        options={contactTopics.map((topic) => ({
          value: topic,
          label: contactTopicLabels[topic][language],
        }))}
        error={errors.topic}
        {...form.register('topic')}
      />
      <TextareaField
        label={t('form.message')}
        rows={7}
        maxLength={contactLimits.messageMax}
        length={message.length}
        error={errors.message}
        {...form.register('message')}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? t('form.sending') : t('form.submit')}
      </Button>
    </form>
  );
}
