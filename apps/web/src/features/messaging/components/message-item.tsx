import type { Message } from '@nibras/contracts/messaging';
import { Flag, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageFormat } from '@/features/messaging/hooks/use-message-format';
import { focusRing } from './styles';

/** One message: the viewer's own on the end side; direction follows its own text. */
export function MessageItem({
  message,
  own,
  sender,
  seen,
  onReport,
}: {
  message: Message;
  own: boolean;
  sender: string;
  seen: boolean;
  onReport: () => void;
}) {
  const { t } = useTranslation('messaging');
  const { t: common } = useTranslation('common');
  const format = useMessageFormat();
  const noticeId = useId();
  return (
    <li className={`flex flex-col gap-1 ${own ? 'items-end' : 'items-start'}`}>
      <div className="flex items-baseline gap-2 text-xs text-slate-600 dark:text-slate-300">
        <span className="font-semibold">{own ? t('you') : sender}</span>
        <time dateTime={message.sentAt}>{format.when(message.sentAt)}</time>
      </div>
      <p
        dir="auto"
        aria-describedby={message.masked ? noticeId : undefined}
        className={`max-w-[85%] rounded-2xl px-4 py-2 break-words whitespace-pre-wrap sm:max-w-[70%] ${
          own
            ? 'bg-indigo-700 text-white dark:bg-amber-400 dark:text-slate-950'
            : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-white'
        }`}
      >
        {message.removed ? <em>{common('report.removedMessage')}</em> : message.body}
      </p>
      {message.masked && (
        // Issue 29: the API masked contact details ("••••") before a first booking; say why.
        <p
          id={noticeId}
          className="flex max-w-[85%] items-center gap-1 text-xs text-slate-600 sm:max-w-[70%] dark:text-slate-300"
        >
          <ShieldCheck className="size-3.5 shrink-0" aria-hidden />
          {t('conversation.masked')}
        </p>
      )}
      {seen && (
        <span className="text-xs text-slate-600 dark:text-slate-300">{t('conversation.seen')}</span>
      )}
      {!own && !message.removed && (
        <button
          type="button"
          onClick={onReport}
          aria-label={t('conversation.reportLabel', { name: sender })}
          className={`inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs text-slate-600 hover:text-red-700 dark:text-slate-300 dark:hover:text-red-300 ${focusRing}`}
        >
          <Flag className="size-3" aria-hidden />
          {t('conversation.report')}
        </button>
      )}
    </li>
  );
}
