import { Backpack, ChevronRight, Presentation, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useNextPath, withNext } from '../hooks/use-next-path';
import { AuthCard } from './auth-card';

const roles = [
  { role: 'tutor', Icon: Presentation },
  { role: 'parent', Icon: UsersRound },
  { role: 'child', Icon: Backpack },
] as const;

/** /signup: one card per kind of account (SPEC.md section 2). */
export function SignupRolePicker() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signup.pickTitle'));
  const next = useNextPath();
  return (
    <AuthCard title={t('signup.pickTitle')} subtitle={t('signup.pickSubtitle')} wide>
      <ul className="grid gap-4 sm:grid-cols-3">
        {roles.map(({ role, Icon }) => (
          <li key={role}>
            <Link
              to={withNext(`/signup/${role}`, next)}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 p-5 transition hover:-translate-y-0.5 hover:border-indigo-600 hover:shadow-md dark:border-slate-700 dark:hover:border-amber-300"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-800 dark:bg-slate-800 dark:text-amber-300">
                <Icon className="size-6" aria-hidden />
              </span>
              <span className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                {t(`signup.roles.${role}.title`)}
              </span>
              <span className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-300">
                {t(`signup.roles.${role}.description`)}
              </span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-indigo-800 dark:text-amber-300">
                {t('signup.roles.start')}
                <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-slate-700 dark:text-slate-200">
        {t('signup.haveAccount')}{' '}
        <Link
          to={withNext('/login', next)}
          className="font-semibold text-indigo-800 underline-offset-4 hover:underline dark:text-amber-300"
        >
          {t('signup.logIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
