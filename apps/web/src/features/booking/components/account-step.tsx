import { LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';

/**
 * Booking needs an account: log in or sign up, both coming back to this very step with every
 * choice, through `?next=`.
 */
export function AccountStep({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation('booking');
  const next = new URLSearchParams({ next: returnPath });
  return (
    <div className="mt-2">
      <p className="text-slate-700 dark:text-slate-200">{t('account.body')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to={`/login?${next}`} size="lg">
          <LogIn aria-hidden className="size-5 rtl:-scale-x-100" />
          {t('account.login')}
        </ButtonLink>
        <ButtonLink to={`/signup?${next}`} size="lg" variant="secondary">
          <UserPlus aria-hidden className="size-5" />
          {t('account.signup')}
        </ButtonLink>
      </div>
    </div>
  );
}
