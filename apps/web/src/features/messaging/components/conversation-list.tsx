import type { Conversation } from '@nibras/contracts/messaging';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { Avatar } from '@/components/ui/avatar';
import { useConversations } from '@/features/messaging/api/get-conversations';
import { otherPartyOf } from '@/features/messaging/hooks/conversation-people';
import { useMessageFormat } from '@/features/messaging/hooks/use-message-format';
import { badgeClass, focusRing, mutedClass, textLinkClass } from './styles';

function ConversationRow({
  conversation,
  viewerId,
  current,
  severalChildren,
}: {
  conversation: Conversation;
  viewerId: string;
  current: boolean;
  severalChildren: boolean;
}) {
  const { t } = useTranslation('messaging');
  const format = useMessageFormat();
  const other = otherPartyOf(conversation, viewerId);
  const last = conversation.lastMessage;
  const viewerIsParent = conversation.participants.some(
    ({ id, role }) => id === viewerId && role === 'parent',
  );
  const subtitle = other.parentName
    ? t('withParent', { learner: other.name, parent: other.parentName })
    : viewerIsParent && severalChildren
      ? t('about', { name: conversation.learner.fullName })
      : null;
  return (
    <Link
      to={`/messages/${conversation.id}`}
      aria-current={current ? 'page' : undefined}
      className={`flex items-start gap-3 rounded-xl px-3 py-3 ${focusRing} ${
        current ? 'bg-indigo-50 dark:bg-slate-800' : 'hover:bg-slate-50 dark:hover:bg-slate-800/60'
      }`}
    >
      <Avatar name={other.name} url={other.avatarUrl} size="size-11" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-semibold text-slate-900 dark:text-white">
            {other.name}
          </span>
          {last && (
            <time
              dateTime={last.sentAt}
              className="shrink-0 text-xs text-slate-600 dark:text-slate-300"
            >
              {format.when(last.sentAt)}
            </time>
          )}
        </span>
        {subtitle && (
          <span className="truncate text-xs text-slate-600 dark:text-slate-300">{subtitle}</span>
        )}
        <span className="flex items-center justify-between gap-2">
          <span dir="auto" className={`truncate ${mutedClass}`}>
            {last
              ? `${last.senderId === viewerId ? `${t('you')}: ` : ''}${last.body}`
              : t('noMessagesYet')}
          </span>
          {conversation.unreadCount > 0 && (
            <span className={badgeClass}>
              <span aria-hidden>{conversation.unreadCount}</span>
              <span className="sr-only">{t('unread', { count: conversation.unreadCount })}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

/** The caller's conversations: who, the last word, when, and how many are unread. */
export function ConversationList({
  viewerId,
  currentId,
}: {
  viewerId: string;
  currentId?: string;
}) {
  const { t } = useTranslation('messaging');
  const conversations = useConversations();

  if (conversations.isPending) return <LoadingLine label={t('loading')} />;
  if (conversations.isError) {
    return <LoadFailure message={t('failed')} onRetry={() => void conversations.refetch()} />;
  }
  if (conversations.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
        <MessagesSquare className="size-10 text-indigo-700 dark:text-amber-300" aria-hidden />
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('empty.title')}</h2>
        <p className={mutedClass}>{t('empty.body')}</p>
        <Link to="/sessions" className={textLinkClass}>
          {t('empty.link')}
        </Link>
      </div>
    );
  }
  const children = new Set(
    conversations.data
      .filter(({ learner }) => learner.kind === 'child')
      .map(({ learner }) => learner.id),
  );
  return (
    <ul aria-label={t('listLabel')} className="flex flex-col gap-1">
      {conversations.data.map((conversation) => (
        <li key={conversation.id}>
          <ConversationRow
            conversation={conversation}
            viewerId={viewerId}
            current={conversation.id === currentId}
            severalChildren={children.size > 1}
          />
        </li>
      ))}
    </ul>
  );
}
