import {
  defaultLanguage,
  directionOf,
  isLanguage,
  languages,
  type Language,
} from '@nibras/contracts/i18n/languages';
import i18n, {
  type BackendModule,
  type InitOptions,
  type LanguageDetectorModule,
  type ResourceKey,
} from 'i18next';
import { initReactI18next } from 'react-i18next';

type Resources = Record<string, Record<string, unknown>>;

/** Every locales/<language>/<namespace>.json, so a feature adds its texts without touching this file. */
export function collectResources(
  files: Record<string, unknown>,
  shared?: Record<Language, unknown>,
): Record<Language, Resources> {
  const resources: Record<Language, Resources> = {
    en: shared ? { shared: shared.en as Record<string, unknown> } : {},
    ar: shared ? { shared: shared.ar as Record<string, unknown> } : {},
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

/**
 * Each locales/<language>/<namespace>.json is its own chunk, fetched when a screen in that
 * language first needs it: a first visit downloads one language's texts for its first screen,
 * not every text of both languages (issue 12).
 */
const localeFiles = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });
/** The texts shared with the API (error messages, validation), per language. */
const sharedFiles: Record<Language, () => Promise<ResourceKey>> = {
  en: () => import('@nibras/contracts/i18n/en').then((module) => module.en),
  ar: () => import('@nibras/contracts/i18n/ar').then((module) => module.ar),
};

/** Loads one language's namespace; unknown ones fail, and i18next shows the key. */
export async function loadNamespace(language: string, namespace: string): Promise<ResourceKey> {
  if (!isLanguage(language)) throw new Error(`no texts in ${language}`);
  if (namespace === 'shared') return sharedFiles[language]();
  const load = localeFiles[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`no namespace ${namespace} in ${language}`);
  return load();
}

const lazyTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, null),
    );
  },
};

let bundled: Record<Language, Resources> | undefined;

const savedLanguageKey = 'preferredLanguage';

function savedLanguage(): string | null {
  return storedIn(() => localStorage);
}

function storedIn(storage: () => Storage): string | null {
  try {
    return storage().getItem(savedLanguageKey);
  } catch {
    // Storage can be blocked (private mode): nothing is saved.
    return null;
  }
}

/**
 * The order of docs/shared/SPEC.md section 9: ?lng=, the i18next cookie, the saved choice (local,
 * then session storage), the browser's languages, then <html lang>; i18next takes the first it
 * has. Ours, not i18next-browser-languagedetector: its 2 kB of options went to every first load
 * for these six reads (issue 35). A choice is saved in localStorage, except that a link's ?lng=
 * (every emailed link has one) applies to the page it opens and does not replace a language
 * this browser already saved: opening an English email in an Arabic browser turned the site
 * English for good. With nothing saved yet, the link's language is kept, as any first one is.
 */
function languageDetector(): LanguageDetectorModule {
  const linked = new URLSearchParams(window.location.search).get('lng');
  let keepSavedChoice = linked !== null && savedLanguage() !== null;
  return {
    type: 'languageDetector',
    detect() {
      const cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie)?.[1];
      const found = [
        linked,
        cookie && decodeURIComponent(cookie),
        savedLanguage(),
        storedIn(() => sessionStorage),
        ...navigator.languages,
        document.documentElement.lang,
      ];
      return found.filter((language): language is string => Boolean(language));
    },
    cacheUserLanguage(language) {
      // Only the first saving (the page's detection) is the link's; a switch later is a choice.
      if (keepSavedChoice) {
        keepSavedChoice = false;
        return;
      }
      try {
        localStorage.setItem(savedLanguageKey, language);
      } catch {
        // Nothing is saved where storage is blocked.
      }
    },
  };
}

/**
 * Every text at once, for tests: they render right after initI18n() with nothing to wait for.
 * The app itself never calls this (its texts load on demand).
 */
export function bundleTexts(resources: Record<Language, Resources>) {
  bundled = resources;
}

function applyLanguageToDocument(language: string) {
  const current = isLanguage(language) ? language : defaultLanguage;
  document.documentElement.lang = current;
  document.documentElement.dir = directionOf(current);
  // The installable app's manifest in the same language (boot/manifest-plugin.ts).
  document
    .querySelector('link[rel=manifest]')
    ?.setAttribute('href', `/manifest.${current}.webmanifest`);
}

/**
 * The options that shape a text, the same in the browser and in the prerender
 * (src/prerender/entry.tsx), so that a prerendered page says what the app will. A new object
 * each time: i18next adds the namespaces it loads to the `ns` it was given.
 */
export const textOptions = () =>
  ({
    // The contracts' texts (`shared`: errors, validation) come with the pages that show them
    // (app/router.tsx): the home page shows none (issue 35).
    ns: ['common'],
    supportedLngs: [...languages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // A language the app has falls back on nothing, so only its own texts are fetched
    // (the locale tests keep both complete); any other falls back on the default.
    fallbackLng: { ar: [], default: [defaultLanguage] },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  }) satisfies InitOptions;

/**
 * Detection order and storage key of docs/shared/SPEC.md section 9. Resolves once the active language's
 * common texts are in, so the first render shows text, never keys; a screen's own
 * namespace suspends it (react-i18next) until loaded, or is loaded with its route.
 */
export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', applyLanguageToDocument);
  if (!bundled) i18n.use(lazyTexts);
  ready = i18n
    .use(languageDetector())
    .use(initReactI18next)
    .init({
      ...(bundled ? { resources: bundled } : {}),
      ...textOptions(),
      // Synchronous with bundled texts (tests), so a render right after sees them.
      initAsync: !bundled,
      showSupportNotice: false,
    });
  return ready;
}

let ready: Promise<unknown> | undefined;

/** Starts loading a screen's namespaces in the active language, with its code (router.tsx). */
export async function loadTexts(namespaces: string[]): Promise<void> {
  // The router may start a page before the active language is known; it waits for that only.
  await ready;
  if (namespaces.length > 0) await i18n.loadNamespaces(namespaces);
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}

/**
 * The shared texts of the active language, for code outside React that the entry loads later
 * (the service worker's update prompt): reached through this module, so that such a chunk does
 * not import i18next itself, which split i18next out of this chunk (+0.5 kB on every first load).
 */
export const commonText = (key: 'app.updateReady' | 'app.reload') => i18n.t(key, { ns: 'common' });

/** Sets the language directly; the detector saves each change under preferredLanguage. */
export function setLanguage(language: Language) {
  void i18n.changeLanguage(language);
}
