import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { useUnreadSummary } from '@/features/messaging/api/get-unread';
import { mutedClass, panelClass, textLinkClass } from './styles';

/** A dashboard's messages card: how many are unread, and the way to read them. */
export function MessagesCard() {
  const { t } = useTranslation('messaging');
  const unread = useUnreadSummary();
  const count = unread.data?.unreadMessages ?? 0;
  return (
    <section aria-labelledby="messages-card-title" className={`${panelClass} p-5`}>
      <h2
        id="messages-card-title"
        className="flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-white"
      >
        <MessageCircle className="size-5 text-indigo-700 dark:text-amber-300" aria-hidden />
        {t('card.title')}
      </h2>
      <div className="mt-3">
        {unread.isPending && <LoadingLine label={t('card.loading')} />}
        {unread.isError && (
          <LoadFailure message={t('card.failed')} onRetry={() => void unread.refetch()} />
        )}
        {unread.data && (
          <p className={count > 0 ? 'font-semibold text-slate-900 dark:text-white' : mutedClass}>
            {count > 0 ? t('unread', { count }) : t('card.none')}
          </p>
        )}
      </div>
      <Link to="/messages" className={`mt-3 inline-block ${textLinkClass}`}>
        {t('card.open')}
      </Link>
    </section>
  );
}
