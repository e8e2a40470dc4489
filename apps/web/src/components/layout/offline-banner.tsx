import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/intl-locale';
import { persistedRoots } from '@/lib/pwa/persisted-queries';

/** When the oldest of the kept answers the page shows arrived; null when it shows none. */
function oldestShownAnswer(client: QueryClient) {
  const shown = client
    .getQueryCache()
    .findAll({ type: 'active' })
    .filter(
      (query) => query.state.dataUpdatedAt > 0 && persistedRoots.has(String(query.queryKey[0])),
    )
    .map((query) => query.state.dataUpdatedAt);
  return shown.length > 0 ? Math.min(...shown) : null;
}

/**
 * Shown by the root layout while the browser is offline (issue 33): says so, and when the page shows answers kept from
 * before (lib/pwa/persisted-queries.ts), as of when; actions that need the network say so
 * where they are tried (lib/error-text.ts). Gone as soon as the network is back, when the
 * page's answers refresh.
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  // The page's own answers, the oldest of them: "as of" never claims fresher than all it shows.
  // Followed as the page's parts mount and their answers come.
  const asOf = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => oldestShownAnswer(client),
    () => null,
  );
  const when =
    asOf &&
    new Intl.DateTimeFormat(intlLocale(i18n.language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(asOf);
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="mx-auto flex max-w-7xl items-center gap-2">
        <WifiOff className="size-4 shrink-0" aria-hidden />
        <span>
          {when ? t('offline.asOf', { time: when }) : t('offline.title')} {t('offline.actions')}
        </span>
      </p>
    </div>
  );
}
