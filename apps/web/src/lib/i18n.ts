import {
  defaultLanguage,
  directionOf,
  isLanguage,
  languages,
  type Language,
} from '@nibras/contracts/i18n/languages';
import { sharedMessages } from '@nibras/contracts/i18n/messages';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

type Resources = Record<string, Record<string, unknown>>;

/** Every locales/<language>/<namespace>.json, so a feature adds its texts without touching this file. */
export function collectResources(files: Record<string, unknown>): Record<Language, Resources> {
  const resources: Record<Language, Resources> = {
    en: { shared: sharedMessages.en },
    ar: { shared: sharedMessages.ar },
  };
  for (const [file, content] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    const language = match?.[1];
    if (match?.[2] && isLanguage(language)) {
      resources[language][match[2]] = content as Record<string, unknown>;
    }
  }
  return resources;
}

const localeFiles = import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' });

function applyLanguageToDocument(language: string) {
  const current = isLanguage(language) ? language : defaultLanguage;
  document.documentElement.lang = current;
  document.documentElement.dir = directionOf(current);
}

/** Detection order and storage key of SPEC.md section 9. */
export function initI18n() {
  i18n.on('languageChanged', applyLanguageToDocument);
  void i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: collectResources(localeFiles),
      supportedLngs: [...languages],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: defaultLanguage,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: 'preferredLanguage',
        lookupSessionStorage: 'preferredLanguage',
        caches: ['localStorage'],
      },
      initAsync: false,
      showSupportNotice: false,
    });
  return i18n;
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}

/** Sets the language directly; the detector saves each change under preferredLanguage. */
export function setLanguage(language: Language) {
  void i18n.changeLanguage(language);
}
