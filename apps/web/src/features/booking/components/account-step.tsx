import { LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { textLinkClass } from './styles';

/**
 * Booking needs an account: log in or sign up, both coming back to this very step with every
 * choice, through `?next=`. Families book through a parent's account, so signing up goes
 * straight to the parent's form; a student of their own is one link away.
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
        <ButtonLink to={`/signup/parent?${next}`} size="lg" variant="secondary">
          <UserPlus aria-hidden className="size-5" />
          {t('account.signup')}
        </ButtonLink>
      </div>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-200">
        <Link to={`/signup/child?${next}`} className={textLinkClass}>
          {t('account.signupStudent')}
        </Link>
      </p>
    </div>
  );
}
