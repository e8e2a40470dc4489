import { socialProviderNames } from '@nibras/contracts/social-providers';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useLinkedIdentities, useUnlinkIdentity } from '@/features/account/api/linked-identities';
import { ProfileSection } from './profile-section';

/**
 * The providers that sign in to the account, each removable while another way in remains: a
 * password, or another provider (the API refuses the last one as well).
 */
export function LinkedAccounts() {
  const { t, i18n } = useTranslation('account');
  const linked = useLinkedIdentities();
  const unlink = useUnlinkIdentity();
  const errorText = useErrorText();
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });

  return (
    <ProfileSection id="identities" title={t('identities.title')} intro={t('identities.explain')}>
      {linked.isPending ? (
        <LoadingLine label={t('identities.loading')} />
      ) : linked.isError ? (
        <LoadFailure message={t('identities.loadFailed')} onRetry={() => void linked.refetch()} />
      ) : linked.data.identities.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-200">{t('identities.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {linked.data.identities.map((identity) => {
            const provider = socialProviderNames[identity.provider];
            const removable = linked.data.hasPassword || linked.data.identities.length > 1;
            return (
              <li
                key={identity.provider}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div>
                  <p className="font-semibold text-slate-900 dark:text-white">{provider}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    <bdi dir="ltr">{identity.email}</bdi>
                    {' · '}
                    {t('identities.linkedOn', { date: date.format(new Date(identity.linkedAt)) })}
                  </p>
                </div>
                {removable ? (
                  <Button
                    variant="secondary"
                    disabled={unlink.isPending}
                    onClick={() =>
                      unlink.mutate(identity.provider, {
                        onSuccess: () => toast.success(t('identities.removed', { provider })),
                      })
                    }
                  >
                    {t('identities.remove', { provider })}
                  </Button>
                ) : (
                  <p className="max-w-xs text-sm text-slate-600 dark:text-slate-300">
                    {t('identities.lastWay')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {unlink.isError && <FormAlert tone="error">{errorText(unlink.error)}</FormAlert>}
    </ProfileSection>
  );
}
