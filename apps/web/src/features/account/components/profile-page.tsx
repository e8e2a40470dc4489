import { GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { useSaveOutcome } from '@/components/form/saved-result';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { MyReports } from '@/components/report/my-reports';
import { usePageTitle } from '@/lib/page-title';
import { useAccount } from '@/features/account/api/get-account';
import { AccountPhoto } from './account-photo';
import { CalendarFeed } from './calendar-feed';
import { CalendarRegion } from './calendar-region';
import { DeleteAccount } from './delete-account';
import { DetailsForm } from './details-form';
import { EmailForm } from './email-form';
import { LinkedAccounts } from './linked-accounts';
import { PasswordForm } from './password-form';
import { ProfileSection } from './profile-section';
import { SavedAddresses } from './saved-addresses';
import { SetPassword } from './set-password';

/**
 * /profile: the signed-in person's own account, whatever their role. `devices` is the
 * notifications feature's list of devices that receive pushes, which the route puts here.
 */
export function ProfilePage({ devices }: { devices?: ReactNode } = {}) {
  const { t } = useTranslation('account');
  usePageTitle(t('page.title'));
  const account = useAccount();
  // Kept here: saving a new email language starts the form again (its key), not its result.
  const [detailsSaved, sayDetailsSaved] = useSaveOutcome();
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t('page.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {account.data && (
          <span className="font-semibold">{t(`page.roles.${account.data.userType}`)} · </span>
        )}
        {t('page.intro')}
      </p>
      <div className="mt-6 flex flex-col gap-6">
        {account.isPending ? (
          <LoadingLine label={t('page.loading')} />
        ) : account.isError ? (
          <LoadFailure message={t('page.loadFailed')} onRetry={() => void account.refetch()} />
        ) : (
          <>
            {account.data.userType === 'Tutor' && (
              <ProfileSection
                id="teaching"
                title={t('page.teachingTitle')}
                intro={t('page.teachingBody')}
              >
                <div>
                  <ButtonLink to="/dashboard/tutor/profile" variant="secondary">
                    <GraduationCap aria-hidden className="size-4" />
                    {t('page.teachingLink')}
                  </ButtonLink>
                </div>
              </ProfileSection>
            )}
            <AccountPhoto account={account.data} />
            {/* Saved from the header's language offer: the form starts again from the saved values. */}
            <DetailsForm
              key={`${account.data.id}-${account.data.preferredLanguage}`}
              account={account.data}
              outcome={detailsSaved}
              onSaved={sayDetailsSaved}
            />
            <EmailForm account={account.data} />
            <CalendarRegion account={account.data} />
            <CalendarFeed />
            {(account.data.userType === 'Parent' || account.data.userType === 'Student') && (
              <SavedAddresses />
            )}
            {account.data.hasPassword ? <PasswordForm /> : <SetPassword account={account.data} />}
            <LinkedAccounts />
            {devices}
            <MyReports />
            <DeleteAccount hasPassword={account.data.hasPassword} />
          </>
        )}
      </div>
    </Container>
  );
}
