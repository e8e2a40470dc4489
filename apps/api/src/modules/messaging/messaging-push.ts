import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import type { DbExecutor } from '../../db/client';
import { isolated } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';
import { notifyPerson } from '../notifications/notify';
import { findLiveUser } from './messaging-unread-email.repo';

/**
 * A push for each new message to each reader who chose push for new messages (issue 33), at
 * once, unlike the unread email, which waits 10 minutes. Like that email it names who wrote and
 * never quotes the message (a lock screen is outside the app). One conversation's pushes share
 * a tag, so a device shows the newest in place of the ones before.
 */
export async function queueMessagePushes(
  tx: DbExecutor,
  input: {
    conversationId: string;
    messageId: number;
    senderId: string;
    recipientIds: string[];
    now: Date;
  },
): Promise<void> {
  const sender = await findLiveUser(tx, input.senderId);
  if (!sender) return;
  for (const userId of new Set(input.recipientIds)) {
    const recipient = await findLiveUser(tx, userId);
    if (!recipient) continue;
    const language: Language = isLanguage(recipient.preferredLanguage)
      ? recipient.preferredLanguage
      : 'en';
    const t = textsIn(language, 'push', 'message');
    await notifyPerson(tx, {
      userId,
      event: 'new-message',
      key: `message:${input.messageId}:${userId}`,
      now: input.now,
      push: () => ({
        title: t('title'),
        body: t('body', { name: isolated(sender.fullName) }),
        url: `/messages/${input.conversationId}`,
        tag: `conversation:${input.conversationId}`,
        lang: language,
      }),
    });
  }
}
