import {
  contactTopicLabels,
  type ContactMessage,
  type ContactTopic,
} from '@nibras/contracts/contact';
import type { Language } from '@nibras/contracts/i18n/languages';
import { renderEmail, type RenderedEmail } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';

export type StoredContactMessage = ContactMessage & {
  id: string;
  userId: string | null;
  language: Language;
};

/** The message as support reads it: who wrote, about what, from which page language, and the text. */
export function supportMessage(contact: StoredContactMessage): RenderedEmail {
  const t = textsIn('en', 'support-emails');
  const topic = contactTopicLabels[contact.topic].en;
  const language = t(`languages.${contact.language}`);
  // Each line of the message its own paragraph, so the HTML version keeps the writer's breaks.
  const lines = contact.message.split(/\r?\n/).filter((line) => line.trim() !== '');
  return renderEmail(
    'en',
    t('subject', { topic, name: contact.name }),
    t('recipient'),
    [
      { paragraph: t('intro') },
      { paragraph: t('from', { name: contact.name, email: contact.email }) },
      { paragraph: t('topic', { topic }) },
      { paragraph: t('language', { language }) },
      {
        paragraph: contact.userId ? t('account', { userId: contact.userId }) : t('visitor'),
      },
      { paragraph: t('reference', { id: contact.id }) },
      { paragraph: t('message') },
      ...lines.map((line) => ({ paragraph: line })),
      { paragraph: t('reply', { email: contact.email, language }) },
    ],
    t('footer'),
  );
}

/**
 * Tells the writer, in their page's language, that the message arrived. It repeats nothing they
 * typed, not even the name: anyone can type any address into the form, and this must not carry
 * their text to it. The topic is one of ours.
 */
export function acknowledgementMessage(contact: StoredContactMessage): RenderedEmail {
  const t = textsIn(contact.language, 'contact-emails');
  const topic = contactTopicLabels[contact.topic][contact.language];
  return renderEmail(
    contact.language,
    t('subject'),
    null,
    [
      { paragraph: t('intro', { topic }) },
      { paragraph: t('answer') },
      { paragraph: t('reference', { id: contact.id }) },
    ],
    t('footer'),
  );
}

/**
 * An operator's answer from the console, to the writer in the language of their message. The
 * writer's own text is not quoted back: the form takes any address, and this must not carry it.
 */
export function replyMessage(
  contact: { name: string; topic: ContactTopic; language: Language },
  body: string,
): RenderedEmail {
  const t = textsIn(contact.language, 'contact-emails');
  const topic = contactTopicLabels[contact.topic][contact.language];
  const lines = body.split(/\r?\n/).filter((line) => line.trim() !== '');
  return renderEmail(
    contact.language,
    t('reply.subject'),
    contact.name,
    [
      { paragraph: t('reply.intro', { topic }) },
      ...lines.map((line) => ({ paragraph: line })),
      { paragraph: t('reply.more') },
    ],
    t('footer'),
  );
}
