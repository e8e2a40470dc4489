import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUnreadSummary } from '@/features/messaging/api/get-unread';
import { focusRing } from './styles';

/** The header's way to /messages, with the number of unread messages in its name. */
export function UnreadMessagesLink() {
  const { t } = useTranslation('messaging');
  const unread = useUnreadSummary();
  const count = unread.data?.unreadMessages ?? 0;
  return (
    <NavLink
      to="/messages"
      aria-label={count > 0 ? t('nav.linkUnread', { count }) : t('nav.link')}
      className={({ isActive }) =>
        `relative inline-flex size-10 items-center justify-center rounded-full ${focusRing} ${
          isActive
            ? 'bg-indigo-50 text-indigo-800 dark:bg-slate-800 dark:text-amber-300'
            : 'text-slate-700 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800'
        }`
      }
    >
      <MessageCircle className="size-5" aria-hidden />
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -end-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.7rem] leading-5 font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}
