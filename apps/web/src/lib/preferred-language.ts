import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import i18n from 'i18next';
import { apiRequest } from './api-client';
import { loadToast } from './load-toast';
import { loadedQueryClient } from './query-client-slot';
import { useSession } from './session';

/** The cache key of the signed-in person's own account (GET /api/v1/account, /profile). */
export const accountQueryKey = ['account'] as const;

/** Saves the language of the signed-in person's emails (PATCH /api/v1/account). */
export async function savePreferredLanguage(language: Language) {
  await apiRequest<unknown>('/api/v1/account', {
    method: 'PATCH',
    body: { preferredLanguage: language },
  });
  const { userModel } = useSession.getState();
  if (userModel) useSession.setState({ userModel: { ...userModel, preferredLanguage: language } });
  // An open /profile shows the saved language.
  await loadedQueryClient()?.invalidateQueries({ queryKey: accountQueryKey });
}

/**
 * After the site's language was switched: a signed-in person whose emails come in the other
 * language is offered, in a toast that blocks nothing, to receive them in this one too.
 */
export async function offerToSavePreferredLanguage(language: string) {
  const { userModel, accessToken } = useSession.getState();
  if (!userModel || !accessToken || !isLanguage(language)) return;
  if (userModel.preferredLanguage === language) return;
  // The new language's texts may still be on their way: they load on demand (lib/i18n.ts).
  await i18n.loadLanguages(language);
  const t = i18n.getFixedT(language, 'common');
  const toast = await loadToast();
  toast(t('languagePrompt.question'), {
    id: 'save-preferred-language',
    description: t('languagePrompt.detail'),
    duration: 12_000,
    action: {
      label: t('languagePrompt.save'),
      // Sonner dismisses the prompt on this click; the outcome is a toast of its own, since
      // reusing the prompt's id raced with that dismissal and sometimes showed nothing.
      onClick: () => {
        savePreferredLanguage(language).then(
          () => toast.success(t('languagePrompt.saved')),
          () => toast.error(t('languagePrompt.failed')),
        );
      },
    },
  });
}
