import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { Button, ButtonLink } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';
import {
  useAddPushDevice,
  usePushDevices,
  useRemovePushDevice,
} from '@/features/notifications/api/notifications';
import { getPushPublicKey } from '@/lib/pwa/push-public-key';
import {
  NoServiceWorkerError,
  PushPermissionError,
  pushSupport,
  subscribeHere,
  subscriptionHere,
} from '@/lib/pwa/browser-push';

/**
 * The devices that receive the person's pushes, "this device" marked, each one turned off with
 * its own button; and the button that turns push on here (the browser asks first).
 */
export function PushDevices({ showChoicesLink = false }: { showChoicesLink?: boolean }) {
  const { t, i18n } = useTranslation('notifications');
  const devices = usePushDevices();
  const add = useAddPushDevice();
  const remove = useRemovePushDevice();
  const errorText = useErrorText();
  const [support] = useState(pushSupport);
  const [here, setHere] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });

  useEffect(() => {
    if (support === 'unsupported') return;
    let live = true;
    void subscriptionHere().then(
      (subscription) => live && setHere(subscription?.endpoint ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [support, devices.data]);

  const hereIsOn = devices.data?.devices.some((device) => device.endpoint === here) ?? false;

  const turnOn = () => {
    setProblem(null);
    add.mutate(async () => subscribeHere(await getPushPublicKey()), {
      onSuccess: (device) => {
        setHere(device.endpoint);
        toast.success(t('devices.turnedOn'));
      },
      onError: (error) => {
        if (error instanceof PushPermissionError) setProblem(t('devices.denied'));
        else if (error instanceof NoServiceWorkerError) setProblem(t('devices.notReady'));
        else setProblem(error instanceof ApiRequestError ? errorText(error) : t('devices.failed'));
      },
    });
  };

  return (
    <section
      aria-labelledby="push-devices-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id="push-devices-title" className="text-lg font-bold text-slate-900 dark:text-white">
          {t('devices.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('devices.intro')}</p>
      </div>
      {devices.isPending ? (
        <LoadingLine label={t('devices.loading')} />
      ) : devices.isError ? (
        <LoadFailure message={t('devices.loadFailed')} onRetry={() => void devices.refetch()} />
      ) : devices.data.devices.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-200">{t('devices.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {devices.data.devices.map((device) => {
            const isHere = device.endpoint === here;
            return (
              <li
                key={device.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div>
                  <p className="font-semibold text-slate-900 dark:text-white">
                    <bdi>{device.label}</bdi>
                    {isHere && (
                      <span className="ms-2 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-900 dark:bg-slate-800 dark:text-amber-200">
                        {t('devices.thisDevice')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {t('devices.addedOn', { date: date.format(new Date(device.createdAt)) })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  disabled={remove.isPending}
                  aria-label={t('devices.turnOffNamed', { device: device.label })}
                  onClick={() =>
                    remove.mutate(
                      {
                        id: device.id,
                        // Turned off here: the browser's subscription ends too.
                        unsubscribeHere: isHere
                          ? async () => {
                              await (await subscriptionHere())?.unsubscribe();
                              setHere(null);
                            }
                          : undefined,
                      },
                      {
                        onSuccess: () =>
                          toast.success(t('devices.turnedOff', { device: device.label })),
                      },
                    )
                  }
                >
                  {t('devices.turnOff')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {support === 'unsupported' ? (
        <p className="text-sm text-slate-700 dark:text-slate-200">{t('devices.unsupported')}</p>
      ) : support === 'denied' ? (
        <p className="text-sm text-slate-700 dark:text-slate-200">{t('devices.denied')}</p>
      ) : (
        !hereIsOn && (
          <div>
            <Button onClick={turnOn} disabled={add.isPending}>
              <BellRing aria-hidden className="size-4" />
              {add.isPending ? t('devices.turningOn') : t('devices.turnOn')}
            </Button>
          </div>
        )
      )}
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      {remove.isError && <FormAlert tone="error">{errorText(remove.error)}</FormAlert>}
      {showChoicesLink && (
        <div>
          <ButtonLink to="/notifications" variant="secondary">
            {t('devices.choose')}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
