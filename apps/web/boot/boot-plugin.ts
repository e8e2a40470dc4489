import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The fonts each language's first screen draws with (the @fontsource files' names without
 * their hash): English text in Inter's Latin subset; Arabic pages in Cairo, whose Latin subset
 * also draws their digits and Latin names. Other subsets and weights load only if a page uses
 * them.
 */
export const firstScreenFonts: Record<string, string[]> = {
  en: ['inter-latin-wght-normal'],
  ar: ['cairo-arabic-wght-normal', 'cairo-latin-wght-normal'],
};

const template = path.join(path.dirname(new URL(import.meta.url).pathname), 'boot.js');

/** boot.js with the hashed address of each language's first-screen fonts. */
export function bootScript(fontFiles: string[], base = '/'): string {
  const fonts = Object.fromEntries(
    Object.entries(firstScreenFonts).map(([language, names]) => [
      language,
      names.map((name) => {
        const file = fontFiles.find((candidate) =>
          new RegExp(`(^|/)${name}-[\\w-]+\\.woff2$`).test(candidate),
        );
        if (!file) throw new Error(`no built font file for ${name}`);
        return `${base}${file}`;
      }),
    ]),
  );
  return readFileSync(template, 'utf8').replace('__FIRST_SCREEN_FONTS__', JSON.stringify(fonts));
}

/**
 * Emits /boot.js (served inline in index.html by the API) with the fonts to preload; the dev
 * server answers /boot.js with no fonts to preload.
 */
export function bootPlugin(): Plugin {
  return {
    name: 'nibras-boot',
    configureServer(server) {
      server.middlewares.use('/boot.js', (_request, response) => {
        const script = readFileSync(template, 'utf8').replace('__FIRST_SCREEN_FONTS__', '{}');
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(script);
      });
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'boot.js',
        source: bootScript(Object.keys(bundle).filter((file) => file.endsWith('.woff2'))),
      });
    },
  };
}
