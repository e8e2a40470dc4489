import {
  notificationChannels,
  type NotificationChannel,
  type NotificationEvent,
} from '@nibras/contracts/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { controlBaseClass, labelClass } from '@/components/form/field-styles';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { SavedResult, useSaveOutcome } from '@/components/form/saved-result';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useErrorText } from '@/lib/error-text';
import { usePageTitle } from '@/lib/page-title';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '@/features/notifications/api/notifications';
import { PushDevices } from './push-devices';

/**
 * /notifications, for every role: for each kind of event, email, push, both or none; below it,
 * the devices that receive pushes. A choice left alone follows the role's default.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  usePageTitle(t('page.title'));
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const errorText = useErrorText();
  const [changed, setChanged] = useState<Partial<Record<NotificationEvent, NotificationChannel>>>(
    {},
  );
  const [outcome, say] = useSaveOutcome();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entries = Object.entries(changed) as Array<[NotificationEvent, NotificationChannel]>;
    if (entries.length === 0) {
      say(t('page.saved'));
      return;
    }
    save.mutate(
      { preferences: entries.map(([name, channel]) => ({ event: name, channel })) },
      {
        onSuccess: () => {
          setChanged({});
          say(t('page.saved'));
        },
      },
    );
  };

  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t('page.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('page.intro')}</p>
      <div className="mt-6 flex flex-col gap-6">
        {preferences.isPending ? (
          <LoadingLine label={t('page.loading')} />
        ) : preferences.isError ? (
          <LoadFailure message={t('page.loadFailed')} onRetry={() => void preferences.refetch()} />
        ) : (
          <form
            onSubmit={submit}
            aria-labelledby="notification-choices-title"
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2
              id="notification-choices-title"
              className="text-lg font-bold text-slate-900 dark:text-white"
            >
              {t('devices.choose')}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('page.pushHint')}</p>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {preferences.data.preferences.map((row) => {
                const id = `channel-${row.event}`;
                const value = changed[row.event] ?? row.channel;
                return (
                  <li
                    key={row.event}
                    className="grid gap-2 py-3 sm:grid-cols-[1fr_16rem] sm:items-center"
                  >
                    <label htmlFor={id} className={labelClass}>
                      {t(`events.${row.event}`)}
                    </label>
                    <select
                      id={id}
                      name={row.event}
                      className={controlBaseClass}
                      value={value}
                      onChange={(change) =>
                        setChanged((last) => ({
                          ...last,
                          [row.event]: change.target.value as NotificationChannel,
                        }))
                      }
                    >
                      {notificationChannels.map((channel) => (
                        <option key={channel} value={channel}>
                          {t(`channels.${channel}`)}
                        </option>
                      ))}
                    </select>
                  </li>
                );
              })}
            </ul>
            {save.isError && <FormAlert tone="error">{errorText(save.error)}</FormAlert>}
            <SavedResult outcome={outcome} />
            <div>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t('page.saving') : t('page.save')}
              </Button>
            </div>
          </form>
        )}
        <PushDevices />
      </div>
    </Container>
  );
}
