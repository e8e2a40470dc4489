import { Copy, ExternalLink, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, labelClass } from '@/components/form/field-styles';
import { FormAlert } from '@/components/form/form-alert';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { SavedResult, useSaveOutcome } from '@/components/form/saved-result';
import { Button, buttonClass } from '@/components/ui/button';
import { ActionDialog } from '@/components/ui/dialog';
import { useErrorText } from '@/lib/error-text';
import { useCalendarFeed, useRenewCalendarFeed } from '@/features/account/api/calendar-feed';
import { ProfileSection } from './profile-section';

/**
 * The person's private calendar feed: every coming session, kept in step in Google Calendar,
 * Apple Calendar or Outlook without signing in there. Anyone with the address reads it, so a
 * new one can be made, which ends the old.
 */
export function CalendarFeed() {
  const { t } = useTranslation('account');
  const id = useId();
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [outcome, say] = useSaveOutcome();
  const [copyFailed, setCopyFailed] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyFailed(false);
      say(t('feed.copied'));
    } catch {
      setCopyFailed(true);
    }
  };

  return (
    <ProfileSection id="calendar-feed" title={t('feed.title')} intro={t('feed.intro')}>
      {feed.isPending ? (
        <LoadingLine label={t('feed.loading')} />
      ) : feed.isError ? (
        <LoadFailure message={t('feed.loadFailed')} onRetry={() => void feed.refetch()} />
      ) : (
        <>
          <div>
            <label htmlFor={`${id}-url`} className={labelClass}>
              {t('feed.address')}
            </label>
            <input
              id={`${id}-url`}
              readOnly
              dir="ltr"
              value={feed.data.url}
              onFocus={(event) => event.target.select()}
              className={`${controlClass} font-mono text-sm`}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => void copy(feed.data.url)}>
              <Copy aria-hidden className="size-4" />
              {t('feed.copy')}
            </Button>
            <a href={feed.data.url} className={buttonClass({ variant: 'secondary' })}>
              <ExternalLink aria-hidden className="size-4" />
              {t('feed.open')}
            </a>
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              <RefreshCw aria-hidden className="size-4" />
              {t('feed.renew')}
            </Button>
          </div>
          {copyFailed && <FormAlert tone="error">{t('feed.copyFailed')}</FormAlert>}
          <SavedResult outcome={outcome} />
        </>
      )}
      <ActionDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) renew.reset();
        }}
        title={t('feed.renewTitle')}
        description={t('feed.renewBody')}
      >
        {renew.isError && <FormAlert tone="error">{errorText(renew.error)}</FormAlert>}
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('feed.cancel')}
          </Button>
          <Button
            disabled={renew.isPending}
            onClick={() =>
              renew.mutate(crypto.randomUUID(), {
                onSuccess: () => {
                  setConfirming(false);
                  say(t('feed.renewed'));
                },
              })
            }
          >
            {renew.isPending ? t('feed.renewing') : t('feed.renewConfirm')}
          </Button>
        </div>
      </ActionDialog>
    </ProfileSection>
  );
}
