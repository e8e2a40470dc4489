import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

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

/**
 * The pages a first visit usually lands on, with the namespaces of texts their first screen
 * shows (as in src/app/router.tsx). boot.js preloads the page's code and texts as soon as the
 * HTML arrives, in parallel with the entry, instead of after the entry has run (issue 16).
 */
export const firstScreens = [
  { match: '^/$', module: 'src/app/routes/home.tsx', texts: ['home'] },
  { match: '^/login/?$', module: 'src/app/routes/login.tsx', texts: ['shared', 'auth'] },
  { match: '^/courses/?$', module: 'src/app/routes/courses.tsx', texts: ['shared', 'tutors'] },
  {
    match: '^/tutors/[^/]+/?$',
    module: 'src/app/routes/tutor-profile.tsx',
    texts: ['shared', 'tutors'],
  },
];
/** Texts every page shows (lib/i18n.ts loads them first); the others' come with their pages. */
const everyPageTexts = ['common'];

/** A chunk and every chunk it imports statically: what its first run needs. */
function withImports(bundle: OutputBundle, fileName: string, found = new Set<string>()) {
  if (found.has(fileName)) return found;
  found.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const name of chunk.imports) withImports(bundle, name, found);
  return found;
}

/** Per first screen: its pattern, its code's files and each language's text files. */
export function firstScreenFiles(bundle: OutputBundle, base = '/') {
  const files = Object.keys(bundle);
  const textFile = (language: string, namespace: string) => {
    const file = files.find((name) =>
      new RegExp(`^assets/${language}-${namespace}-[\\w-]+\\.js$`).test(name),
    );
    if (!file) throw new Error(`no built texts for ${language}/${namespace}`);
    return `${base}${file}`;
  };
  return firstScreens.map(({ match, module, texts }) => {
    const chunk = Object.values(bundle).find(
      (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(`/${module}`),
    );
    if (!chunk) throw new Error(`no built chunk for ${module} (boot/boot-plugin.ts)`);
    return {
      match,
      code: [...withImports(bundle, chunk.fileName)].map((file) => `${base}${file}`),
      texts: Object.fromEntries(
        Object.keys(firstScreenFonts).map((language) => [
          language,
          [...everyPageTexts, ...texts].map((namespace) => textFile(language, namespace)),
        ]),
      ),
    };
  });
}

const template = path.join(path.dirname(new URL(import.meta.url).pathname), 'boot.js');

/** boot.js with the hashed addresses of each language's first-screen fonts, code and texts. */
export function bootScript(
  fontFiles: string[],
  screens: ReturnType<typeof firstScreenFiles> = [],
  base = '/',
): string {
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
  return readFileSync(template, 'utf8')
    .replace('__FIRST_SCREEN_FONTS__', JSON.stringify(fonts))
    .replace('__FIRST_SCREENS__', JSON.stringify(screens));
}

/**
 * Emits /boot.js (served inline in index.html by the API) with the fonts, code and texts to
 * preload; the dev server answers /boot.js with nothing to preload.
 */
export function bootPlugin(): Plugin {
  return {
    name: 'nibras-boot',
    // The prerender bundle (prerender-plugin.ts) is no page: it has no boot script.
    apply: (_config, env) => !env.isSsrBuild,
    configureServer(server) {
      server.middlewares.use('/boot.js', (_request, response) => {
        const script = readFileSync(template, 'utf8')
          .replace('__FIRST_SCREEN_FONTS__', '{}')
          .replace('__FIRST_SCREENS__', '[]');
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(script);
      });
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'boot.js',
        source: bootScript(
          Object.keys(bundle).filter((file) => file.endsWith('.woff2')),
          firstScreenFiles(bundle),
        ),
      });
    },
  };
}
