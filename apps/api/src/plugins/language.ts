import { defaultLanguage, isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer's messages, from Accept-Language (en or ar). */
    language: Language;
  }
}

/** Picks the first supported language of an Accept-Language header, by quality. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const known = languageOfHeader.get(header);
  if (known) return known;
  const language = parseLanguage(header);
  // Browsers send a handful of distinct headers; a flood of made-up ones only resets the memo.
  if (languageOfHeader.size >= headersKept) languageOfHeader.clear();
  languageOfHeader.set(header, language);
  return language;
}

/** Every request carries the header: it is parsed once per distinct value. */
const languageOfHeader = new Map<string, Language>();
const headersKept = 1000;

function parseLanguage(header: string): Language {
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', defaultLanguage);
    app.addHook('onRequest', (request, _reply, done) => {
      request.language = languageFromHeader(request.headers['accept-language']);
      done();
    });
  },
  { name: 'language' },
);
