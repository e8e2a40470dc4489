import { zodResolver } from '@hookform/resolvers/zod';
import { socialProviderNames } from '@nibras/contracts/social-providers';
import {
  socialLinkWithPasswordSchema,
  type PendingSocialSignIn,
  type SocialLinkWithPasswordInput,
} from '@nibras/contracts/social-sign-in';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { usePageTitle } from '@/lib/page-title';
import { useLinkWithPassword, useRequestLinkEmail } from '@/features/auth/api/social-sign-in';
import { AuthCard } from './auth-card';

/**
 * Back from a provider with the address of an existing account: nothing is linked until the
 * owner proves the account, once, with its password or with a link emailed to it (opened in
 * this browser). Either way they are then signed in.
 */
export function SocialLink({ pending }: { pending: PendingSocialSignIn }) {
  const { t } = useTranslation('auth');
  const provider = socialProviderNames[pending.provider];
  const title = t('social.linkTitle', { provider });
  usePageTitle(title);
  const errorText = useErrorText();
  const byEmail = useRequestLinkEmail();
  return (
    <AuthCard title={title} subtitle={t('social.linkIntro', { email: pending.email, provider })}>
      {pending.accountHasPassword ? (
        <>
          <LinkWithPassword email={pending.email} />
          <div className="my-6 flex items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
            <span>{t('social.or')}</span>
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
          </div>
        </>
      ) : (
        <p className="mb-4 text-slate-700 dark:text-slate-200">{t('social.linkByEmailOnly')}</p>
      )}
      <div className="space-y-4">
        {byEmail.isSuccess ? (
          <FormAlert tone="success">
            {t('social.linkSent', { email: byEmail.data.email })}
          </FormAlert>
        ) : (
          <Button
            variant="secondary"
            className="w-full"
            disabled={byEmail.isPending}
            onClick={() => byEmail.mutate()}
          >
            {byEmail.isPending ? t('social.sending') : t('social.linkByEmail')}
          </Button>
        )}
        {byEmail.isError && <FormAlert tone="error">{errorText(byEmail.error)}</FormAlert>}
      </div>
    </AuthCard>
  );
}

function LinkWithPassword({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const link = useLinkWithPassword();
  const form = useForm<SocialLinkWithPasswordInput>({
    resolver: zodResolver(socialLinkWithPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit((values) => link.mutate(values));
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('social.linkPasswordTitle')}
      </h2>
      {/* For password managers: the account whose password this is. */}
      <input type="hidden" autoComplete="username" value={email} readOnly />
      {link.isError && <FormAlert tone="error">{errorText(link.error)}</FormAlert>}
      <TextField
        label={t('form.password')}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password}
        {...form.register('password')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={link.isPending || link.isSuccess}
      >
        {link.isPending ? t('social.linking') : t('social.linkSubmit')}
      </Button>
    </form>
  );
}
