import type { Conversation } from '@nibras/contracts/messaging';
import { formatList } from '@nibras/contracts/i18n/list-format';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/bidi';

/** Everyone who reads the conversation, with their part in it. */
export function PeopleLine({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useTranslation('messaging');
  const people = formatList(
    i18n.resolvedLanguage ?? i18n.language,
    conversation.participants.map(({ fullName, role }) =>
      t('conversation.person', { name: isolate(fullName), role: t(`roles.${role}`) }),
    ),
  );
  return (
    <p className="text-xs text-slate-600 dark:text-slate-300">
      {t('conversation.peopleList', { people })}
    </p>
  );
}
