import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { useNextPath, withNext } from '@/features/auth/hooks/use-next-path';
import { AuthCard } from './auth-card';
import { isSignupRole } from './signup/signup-form-values';
import { SignupWizard } from './signup/signup-wizard';

const linkClass =
  'font-semibold text-indigo-800 underline-offset-4 hover:underline dark:text-amber-300';

/** /signup/:role: the form of a tutor, a parent or a child (student). */
export function SignupPage({ role }: { role: string | undefined }) {
  const { t } = useTranslation('auth');
  const known = isSignupRole(role);
  const next = useNextPath();
  const title = known ? t(`signup.roles.${role}.formTitle`) : t('signup.unknownRole.title');
  usePageTitle(title);
  if (!known) {
    return (
      <AuthCard title={title} subtitle={t('signup.unknownRole.body')}>
        <Link to="/signup" className={linkClass}>
          {t('signup.unknownRole.action')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} subtitle={t(`signup.roles.${role}.formSubtitle`)} wide>
      {/* A new role is a new form: nothing typed for one role carries over to another. */}
      <SignupWizard key={role} role={role} returnTo={next} />
      <p className="mt-8 text-center text-sm text-slate-700 dark:text-slate-200">
        {t('signup.haveAccount')}{' '}
        <Link to={withNext('/login', next)} className={linkClass}>
          {t('signup.logIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
