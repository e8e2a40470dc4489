import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@nibras/contracts/i18n/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Trial of issue 35 (docs/decisions/0035), on with NIBRAS_DRAWN_PAGES_TRIAL=router: / and a
 * tutor's profile drawn by the web bundle's `drawWithLoaders` (React Router's route loaders and
 * its own hydration script), the loaders' reads answered by the API's own routes in-process.
 */
type DrawWithLoaders = (input: {
  url: string;
  language: Language;
  template: string;
  api: (path: string) => Promise<unknown>;
}) => Promise<{ html: string; hydrationScript: string } | null>;

export const loaderTrialOn = process.env.NIBRAS_DRAWN_PAGES_TRIAL === 'router';

export function isLoaderTrialPage(pathname: string) {
  return pathname === '/' || /^\/tutors\/[^/]+$/.test(pathname);
}

export async function loaderTrialOf(app: FastifyInstance, webDistDir: string, template: string) {
  const file = pathToFileURL(path.join(webDistDir, 'ssr', 'entry.js')).href;
  const { drawWithLoaders } = (await import(file)) as { drawWithLoaders: DrawWithLoaders };
  return async (request: FastifyRequest, language: Language) => {
    const forwarded = request.headers['x-forwarded-for'];
    const api = async (apiPath: string) => {
      const answer = await app.inject({
        method: 'GET',
        url: apiPath,
        headers: {
          'accept-language': language,
          ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
        },
        remoteAddress: request.socket.remoteAddress,
      });
      if (answer.statusCode !== 200) throw new Error(`${apiPath} answered ${answer.statusCode}`);
      return (answer.json() as { data: unknown }).data;
    };
    try {
      const page = await drawWithLoaders({ url: request.url, language, template, api });
      if (!page) return null;
      // The router's script differs per page: the CSP allows it by its hash, per answer.
      const hash = createHash('sha256').update(page.hydrationScript).digest('base64');
      return { html: page.html, scriptSource: `'sha256-${hash}'` };
    } catch (error) {
      request.log.warn({ err: error }, 'trial page not drawn');
      return null;
    }
  };
}
