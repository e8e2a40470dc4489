import type { Conversation } from '@nibras/contracts/messaging';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/bidi';
import { viewerRoleOf } from '@/features/messaging/hooks/conversation-people';

/** Says plainly that a child's parent is part of the conversation, to everyone in it. */
export function OversightNote({
  conversation,
  viewerId,
}: {
  conversation: Conversation;
  viewerId: string;
}) {
  const { t } = useTranslation('messaging');
  const parent = conversation.participants.find(({ role }) => role === 'parent');
  if (!parent) return null;
  const role = viewerRoleOf(conversation, viewerId);
  const learner = isolate(conversation.learner.fullName);
  const text =
    role === 'parent'
      ? t('conversation.oversight.parent', { child: learner })
      : role === 'tutor'
        ? t('conversation.oversight.tutor', { parent: isolate(parent.fullName), learner })
        : t('conversation.oversight.child', { name: isolate(parent.fullName) });
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
      <Eye className="size-4 shrink-0" aria-hidden />
      {text}
    </p>
  );
}
