import type { AccountProfile } from '@nibras/contracts/account';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useRequestPasswordLink } from '@/features/account/api/request-password-link';
import { ProfileSection } from './profile-section';

/**
 * An account made through Google, Apple or Meta has no password to change: the emailed reset
 * link sets one (a stolen session alone cannot). The forms that ask for the password say so.
 */
export function SetPassword({ account }: { account: AccountProfile }) {
  const { t } = useTranslation('account');
  const send = useRequestPasswordLink();
  const errorText = useErrorText();
  return (
    <ProfileSection id="password" title={t('password.title')} intro={t('setPassword.explain')}>
      {send.isSuccess ? (
        <FormAlert tone="success">{t('setPassword.sent', { email: account.email })}</FormAlert>
      ) : (
        <div>
          <Button
            variant="secondary"
            disabled={send.isPending}
            onClick={() => send.mutate(account.email)}
          >
            {send.isPending ? t('setPassword.sending') : t('setPassword.submit')}
          </Button>
        </div>
      )}
      {send.isError && <FormAlert tone="error">{errorText(send.error)}</FormAlert>}
    </ProfileSection>
  );
}

/** In place of a form that needs the password, on an account that has none yet. */
export function NeedsPassword() {
  const { t } = useTranslation('account');
  return <p className="text-sm text-slate-700 dark:text-slate-200">{t('setPassword.needed')}</p>;
}
