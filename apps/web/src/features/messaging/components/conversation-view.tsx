import type { Conversation, Message } from '@nibras/contracts/messaging';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { useConversation } from '@/features/messaging/api/get-conversation';
import { flattenPages, useMessages } from '@/features/messaging/api/get-messages';
import { otherPartyOf, senderName } from '@/features/messaging/hooks/conversation-people';
import { useMarkRead } from '@/features/messaging/hooks/use-mark-read';
import { Composer } from './composer';
import { MessageItem } from './message-item';
import { OversightNote } from './oversight-note';
import { PeopleLine } from './people-line';
import { ReportDialog } from '@/components/report/report-dialog';
import { focusRing, mutedClass } from './styles';

/** The id of the viewer's newest message that someone else has read, for "Seen". */
function seenMessageId(conversation: Conversation, messages: Message[], viewerId: string) {
  const ownNewest = messages.findLast(({ senderId }) => senderId === viewerId);
  if (!ownNewest) return null;
  const seen = conversation.participants.some(
    ({ id, lastReadMessageId }) => id !== viewerId && lastReadMessageId >= ownNewest.id,
  );
  return seen ? ownNewest.id : null;
}

/** The latest incoming message, read aloud by screen readers when it arrives while open. */
function useArrivalAnnouncement(
  messages: Message[],
  viewerId: string,
  name: (id: string) => string,
) {
  const { t } = useTranslation('messaging');
  const [announcement, setAnnouncement] = useState('');
  const newestSeen = useRef<number | null>(null);
  const newest = messages.at(-1);
  useEffect(() => {
    if (!newest) return;
    const previous = newestSeen.current;
    newestSeen.current = newest.id;
    // The history that was already there when the page opened is not news.
    if (previous === null || newest.id <= previous || newest.senderId === viewerId) return;
    setAnnouncement(
      t('conversation.newMessage', { name: name(newest.senderId), body: newest.body }),
    );
  }, [newest, viewerId, name, t]);
  return announcement;
}

export function ConversationView({ id, viewerId }: { id: string; viewerId: string }) {
  const { t } = useTranslation('messaging');
  const errorText = useErrorText();
  const conversation = useConversation(id);
  const history = useMessages(id);
  const messages = flattenPages(history.data);
  const [reporting, setReporting] = useState<number | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // Kept when earlier messages are put above, so the reader's place does not jump.
  const heightBeforeEarlier = useRef<number | null>(null);
  // A reader scrolled up into the history is not pulled down by a new message from others.
  const atBottom = useRef(true);
  const oldestId = messages[0]?.id;
  const newestId = messages.at(-1)?.id;

  const participants = conversation.data?.participants ?? [];
  const nameOf = (senderId: string) => senderName(participants, senderId) ?? '';
  const announcement = useArrivalAnnouncement(messages, viewerId, nameOf);
  useMarkRead(id, messages, viewerId, conversation.data);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBeforeEarlier.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeEarlier.current;
      heightBeforeEarlier.current = null;
    }
  }, [oldestId]);

  const newestIsOwn = messages.at(-1)?.senderId === viewerId;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && (atBottom.current || newestIsOwn)) element.scrollTop = element.scrollHeight;
  }, [newestId, newestIsOwn]);

  const loadEarlier = () => {
    heightBeforeEarlier.current = scroller.current?.scrollHeight ?? null;
    void history.fetchNextPage();
  };

  if (conversation.isPending || history.isPending) {
    return (
      <div className="p-5">
        <LoadingLine label={t('conversation.loading')} />
      </div>
    );
  }
  if (conversation.isError || history.isError) {
    return (
      <div className="p-5">
        <LoadFailure
          message={`${t('conversation.failed')} ${errorText(conversation.error ?? history.error)}`}
          onRetry={() => {
            void conversation.refetch();
            void history.refetch();
          }}
        />
      </div>
    );
  }

  const other = otherPartyOf(conversation.data, viewerId);
  const seenId = seenMessageId(conversation.data, messages, viewerId);

  return (
    <section aria-labelledby={`${id}-title`} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-slate-200 p-4 dark:border-slate-800">
        <Link
          to="/messages"
          className={`inline-flex items-center gap-1 rounded-md text-sm font-semibold text-indigo-800 lg:hidden dark:text-amber-300 ${focusRing}`}
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {t('back')}
        </Link>
        <Avatar name={other.name} url={other.avatarUrl} size="size-10" />
        <div className="min-w-0">
          <h2
            id={`${id}-title`}
            className="truncate text-lg font-bold text-slate-900 dark:text-white"
          >
            {other.name}
          </h2>
          <PeopleLine conversation={conversation.data} />
          <OversightNote conversation={conversation.data} viewerId={viewerId} />
        </div>
      </header>
      <div
        ref={scroller}
        onScroll={(event) => {
          const element = event.currentTarget;
          atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
        }}
        // Focusable so that the history scrolls by keyboard even when it holds no button.
        tabIndex={0}
        role="region"
        aria-label={t('conversation.historyLabel', { name: other.name })}
        className={`min-h-0 flex-1 overflow-y-auto p-4 ${focusRing}`}
      >
        {history.hasNextPage && (
          <div className="mb-4 flex justify-center">
            <Button variant="secondary" onClick={loadEarlier} disabled={history.isFetchingNextPage}>
              {history.isFetchingNextPage
                ? t('conversation.loadingEarlier')
                : t('conversation.earlier')}
            </Button>
          </div>
        )}
        {history.isFetchNextPageError && (
          <p role="alert" className="mb-4 text-center text-sm text-red-700 dark:text-red-300">
            {t('conversation.earlierFailed')}
          </p>
        )}
        {messages.length === 0 ? (
          <p className={`text-center ${mutedClass}`}>{t('conversation.empty')}</p>
        ) : (
          <ol
            aria-label={t('conversation.historyLabel', { name: other.name })}
            className="flex flex-col gap-4"
          >
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                own={message.senderId === viewerId}
                sender={nameOf(message.senderId)}
                seen={message.id === seenId}
                onReport={() => setReporting(message.id)}
              />
            ))}
          </ol>
        )}
      </div>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <Composer conversationId={id} viewerId={viewerId} />
      {reporting !== null && (
        <ReportDialog
          subject="message"
          id={reporting}
          open
          onOpenChange={(open) => !open && setReporting(null)}
        />
      )}
    </section>
  );
}
