import { Backpack, ChevronRight, Presentation, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { useNextPath, withNext } from '@/features/auth/hooks/use-next-path';
import { AuthCard } from './auth-card';
import type { SignupRole } from './signup/signup-form-values';

const roles: Array<{ role: SignupRole; Icon: typeof Backpack }> = [
  { role: 'tutor', Icon: Presentation },
  { role: 'parent', Icon: UsersRound },
  { role: 'child', Icon: Backpack },
];

/** /signup: one card per kind of account (docs/shared/SPEC.md section 2). */
export function SignupRolePicker() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signup.pickTitle'));
  const next = useNextPath();
  return (
    <AuthCard title={t('signup.pickTitle')} subtitle={t('signup.pickSubtitle')} wide>
      <RoleCards linkTo={(role) => withNext(`/signup/${role}`, next)} />
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

const cardClass =
  'group flex h-full w-full flex-col rounded-2xl border border-slate-200 p-5 text-start transition hover:-translate-y-0.5 hover:border-indigo-600 hover:shadow-md dark:border-slate-700 dark:hover:border-amber-300';

/**
 * The three kinds of account as cards: links to each role's form, or (after Google, Apple or
 * Meta, where the form follows on the same page) buttons that choose the role.
 */
export function RoleCards(
  props: { linkTo: (role: SignupRole) => string } | { onChoose: (role: SignupRole) => void },
) {
  const { t } = useTranslation('auth');
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {roles.map(({ role, Icon }) => {
        const content = (
          <>
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
          </>
        );
        return (
          <li key={role}>
            {'linkTo' in props ? (
              <Link to={props.linkTo(role)} className={cardClass}>
                {content}
              </Link>
            ) : (
              <button type="button" onClick={() => props.onChoose(role)} className={cardClass}>
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
