import { socialProviderNames } from '@nibras/contracts/social-providers';
import type { PendingSocialSignIn } from '@nibras/contracts/social-sign-in';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';
import { AuthCard } from './auth-card';
import { RoleCards } from './signup-role-picker';
import type { SignupRole } from './signup/signup-form-values';
import { SignupWizard } from './signup/signup-wizard';

/**
 * A new person back from a provider: picks the kind of account, then fills in that role's
 * signup (the same steps and rules as with a password) before any account exists.
 */
export function SocialSignup({ pending }: { pending: PendingSocialSignIn }) {
  const { t } = useTranslation('auth');
  const provider = socialProviderNames[pending.provider];
  const [role, setRole] = useState<SignupRole | null>(null);
  const title = t('social.signupTitle', { provider });
  usePageTitle(title);
  return (
    <AuthCard
      title={title}
      subtitle={
        role
          ? t(`signup.roles.${role}.formTitle`)
          : t('social.signupSubtitle', { email: pending.email })
      }
      wide
    >
      {!pending.emailVerified && (
        <p className="mb-6 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-400/10 dark:text-amber-100">
          {t('social.unverifiedNote', { provider })}
        </p>
      )}
      {role ? (
        <>
          {/* A new role is a new form: nothing typed for one role carries over to another. */}
          <SignupWizard
            key={role}
            role={role}
            social={{
              provider: pending.provider,
              email: pending.email,
              fullName: pending.fullName,
            }}
          />
          <p className="mt-8 text-center">
            <Button variant="ghost" onClick={() => setRole(null)}>
              {t('social.changeRole')}
            </Button>
          </p>
        </>
      ) : (
        <RoleCards onChoose={setRole} />
      )}
    </AuthCard>
  );
}
