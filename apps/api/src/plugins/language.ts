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

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', defaultLanguage);
  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
  });
});
