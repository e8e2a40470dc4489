import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The brand's colours (public/favicon.svg, styles.css): indigo-800 light, slate-950 dark. */
export const brandColours = {
  light: { theme: '#3730a3', background: '#ffffff' },
  dark: { theme: '#020617', background: '#020617' },
};

/** The languages of the app, each with its own manifest: manifest.<language>.webmanifest. */
export const manifestLanguages = ['en', 'ar'] as const;
export type ManifestLanguage = (typeof manifestLanguages)[number];

const localesDir = path.resolve(import.meta.dirname, '../src/locales');

function textsOf(language: ManifestLanguage, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'));
}

function textAt(texts: Record<string, unknown>, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`no text at ${key} (boot/manifest-plugin.ts)`);
  return value;
}

/**
 * The web app manifest of one language (issue 33). Its words are the app's own texts (the
 * brand, the navigation's, the sessions' and messages' titles), so a translation changes both
 * at once and the first load carries no extra text. /dashboard sends each person to the
 * dashboard of their role (routes/dashboard-redirect.tsx).
 */
export function webManifestOf(language: ManifestLanguage) {
  const common = textsOf(language, 'common');
  const booking = textsOf(language, 'booking');
  const messaging = textsOf(language, 'messaging');
  const name = textAt(common, 'brand.name');
  const icon = (src: string, sizes: string, purpose?: string) => ({
    src,
    sizes,
    type: 'image/png',
    ...(purpose ? { purpose } : {}),
  });
  const shortcut = (shortName: string, url: string) => ({
    name: shortName,
    short_name: shortName,
    url: `${url}?lng=${language}`,
    icons: [icon('/pwa-192x192.png', '192x192')],
  });
  return {
    id: '/',
    name: `${name} · ${textAt(common, 'brand.tagline')}`,
    short_name: name,
    description: textAt(common, 'brand.tagline'),
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    start_url: `/?source=app&lng=${language}`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: brandColours.light.theme,
    background_color: brandColours.light.background,
    categories: ['education'],
    icons: [
      icon('/pwa-64x64.png', '64x64'),
      icon('/pwa-192x192.png', '192x192'),
      icon('/pwa-512x512.png', '512x512', 'any'),
      icon('/maskable-icon-512x512.png', '512x512', 'maskable'),
    ],
    shortcuts: [
      shortcut(textAt(common, 'nav.dashboard'), '/dashboard'),
      shortcut(textAt(booking, 'list.title'), '/sessions'),
      shortcut(textAt(messaging, 'title'), '/messages'),
    ],
  };
}

/** Writes manifest.en.webmanifest and manifest.ar.webmanifest into the build. */
export function manifestPlugin(): Plugin {
  return {
    name: 'nibras-web-manifest',
    // Not in the server bundle (boot/prerender-plugin.ts), which shares this config.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      for (const language of manifestLanguages) {
        this.emitFile({
          type: 'asset',
          fileName: `manifest.${language}.webmanifest`,
          source: `${JSON.stringify(webManifestOf(language), null, 2)}\n`,
        });
      }
    },
  };
}
