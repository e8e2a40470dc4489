import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { mutedClass, panelClass } from './styles';

/**
 * /messages and /messages/:conversationId: the list and the open conversation side by side on
 * wide screens, one at a time on small ones.
 */
export function MessagesPage() {
  const { t } = useTranslation('messaging');
  usePageTitle(t('title'));
  const { conversationId } = useParams();
  const viewerId = useSession((state) => state.userModel?.id);
  if (!viewerId) return null;

  return (
    <Container className="py-8">
      <h1
        className={`text-3xl font-bold text-slate-900 dark:text-white ${conversationId ? 'sr-only lg:not-sr-only' : ''}`}
      >
        {t('title')}
      </h1>
      <div className="mt-6 grid gap-4 lg:grid-cols-[20rem_1fr]">
        <div
          className={`${panelClass} p-2 lg:max-h-[calc(100vh-12rem)] lg:overflow-y-auto ${conversationId ? 'hidden lg:block' : ''}`}
        >
          <ConversationList viewerId={viewerId} currentId={conversationId} />
        </div>
        <div
          className={`${panelClass} h-[calc(100vh-12rem)] min-h-[28rem] overflow-hidden ${
            conversationId ? '' : 'hidden lg:flex lg:items-center lg:justify-center'
          }`}
        >
          {conversationId ? (
            <ConversationView key={conversationId} id={conversationId} viewerId={viewerId} />
          ) : (
            <p className={mutedClass}>{t('choose')}</p>
          )}
        </div>
      </div>
    </Container>
  );
}
