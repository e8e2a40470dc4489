import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import { socialProviders } from '@nibras/contracts/social-providers';
import type { AppConfig } from '../config';
import { pageDrawerOf, pageDrawing, type PageReads } from './drawn-pages';
import { sendRouteNotFound } from './envelope';

/** The service worker the web build writes (apps/web/src/sw.ts), served for scope /. */
export const serviceWorkerFile = 'sw.js';

/** The social providers this server is configured for. */
function runtimeProviders(config: AppConfig) {
  return socialProviders.filter((provider) => config.socialProviders[provider]);
}

/** Runtime configuration of the SPA, read by apps/web/src/lib/runtime-config.ts. */
export function runtimeConfigScript(config: AppConfig): string {
  const runtime = {
    apiBaseUrl: config.apiBaseUrl,
    environment: config.env,
    // The login screen shows a button for these only.
    socialProviders: runtimeProviders(config),
    // The money rules' figures, for the web's policy page and booking summary (decision 0025).
    commissionPercent: config.money.commissionBasisPoints / 100,
    lateCancelSharePercent: config.money.lateCancelShareBasisPoints / 100,
    payoutHoldHours: config.money.payoutHoldHours,
  };
  // "<" escaped, so that no value can close the <script> element it is inlined in.
  return `window.__NIBRAS_CONFIG__ = ${JSON.stringify(runtime).replaceAll('<', '\\u003c')};\n`;
}

/**
 * index.html as the server sends it, the pages prerendered at build time (by path, then
 * language, docs/decisions/0020) with the same inline scripts, and the CSP hashes of those.
 */
export type PageShell = {
  html: string;
  prerendered?: Record<string, Partial<Record<Language, string>>>;
  inlineScriptHashes: string[];
};

/** A language the web app has, from a value of ?lng= or the cookie. */
function supportedLanguage(value: string | undefined): Language | null {
  const language = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(language) ? language : null;
}

/**
 * The language the web app will show, as far as the server can tell: its detection order
 * (docs/shared/SPEC.md section 9, apps/web/src/lib/i18n.ts) is ?lng=, the i18next cookie, the choice saved
 * in the browser, then the browser's languages, so without the first two, Accept-Language by
 * its q-values (request.language, plugins/language.ts) stands for the browser's languages. The
 * saved choice is only known in the browser: its boot script hides a prerendered page in
 * another language.
 */
function prerenderLanguageOf(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lng === 'string' ? supportedLanguage(query.lng) : null;
  return fromQuery ?? supportedLanguage(request.cookies?.i18next) ?? request.language;
}

/**
 * prerendered/<page>.<language>.html of the build, by the path they draw. A page drawn with a
 * value of the runtime configuration (prerendered/pages.json: the login screen's social
 * providers) is left out unless this server's configuration has the same.
 */
function prerenderedPagesOf(config: AppConfig, inline: (html: string) => string) {
  const directory = path.join(config.webDistDir, 'prerendered');
  const pages: Record<string, Partial<Record<Language, string>>> = {};
  if (!existsSync(directory)) return pages;
  const drawnWithFile = path.join(directory, 'pages.json');
  const drawnWith = existsSync(drawnWithFile)
    ? (JSON.parse(readFileSync(drawnWithFile, 'utf8')) as Record<
        string,
        { socialProviders?: string[] }
      >)
    : {};
  const providers = runtimeProviders(config);
  for (const file of readdirSync(directory)) {
    const match = /^([\w-]+)\.(\w+)\.html$/.exec(file);
    if (!match?.[1] || !isLanguage(match[2])) continue;
    const pagePath = match[1] === 'index' ? '/' : `/${match[1]}`;
    const drawnProviders = drawnWith[pagePath]?.socialProviders;
    if (drawnProviders && [...drawnProviders].sort().join() !== [...providers].sort().join()) {
      continue;
    }
    pages[pagePath] ??= {};
    pages[pagePath][match[2]] = inline(readFileSync(path.join(directory, file), 'utf8'));
  }
  return pages;
}

/**
 * The built index.html with /boot.js and /config.js put inline, read once at start: two
 * render-blocking requests fewer before the first paint (issue 16). Each inline script is
 * allowed by its hash in the CSP (security-headers.ts), which stays the same for every request
 * (decision 12): the page and the configuration change only with a new build or a restart.
 * Null when there is no built app.
 */
export function pageShellOf(config: AppConfig): PageShell | null {
  const indexFile = path.join(config.webDistDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const inlineScriptHashes = new Set<string>();
  // A script's element, its hash allowed once it is put into a page: only a script that a page
  // carries is allowed, and the pages share the same two scripts, so the same two hashes.
  const inline = (script: string) => () => {
    inlineScriptHashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    return `<script>${script}</script>`;
  };
  const bootFile = path.join(config.webDistDir, 'boot.js');
  const boot = existsSync(bootFile) ? inline(readFileSync(bootFile, 'utf8')) : null;
  const runtimeConfig = inline(runtimeConfigScript(config));
  const withScriptsInline = (page: string) => {
    let html = page;
    if (boot) html = html.replace('<script src="/boot.js"></script>', boot);
    return html.replace('<script src="/config.js"></script>', runtimeConfig);
  };
  const html = withScriptsInline(readFileSync(indexFile, 'utf8'));
  const prerendered = prerenderedPagesOf(config, withScriptsInline);
  return { html, prerendered, inlineScriptHashes: [...inlineScriptHashes] };
}

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other page path so the client router can take it (or show its 404).
 * With `pageReads`, /courses and a tutor's profile are drawn with their data for each request
 * by the web build's server bundle (docs/decisions/0022).
 */
export const webAppPlugin = fp(
  async (
    app: FastifyInstance,
    options: { config: AppConfig; pageShell?: PageShell | null; pageReads?: PageReads },
  ) => {
    const { config, pageReads } = options;
    const pageShell = options.pageShell === undefined ? pageShellOf(config) : options.pageShell;
    const hasWebApp = pageShell !== null;
    const drawer = pageShell && pageReads ? await pageDrawerOf(config.webDistDir, app.log) : null;
    const drawing =
      pageShell && pageReads && drawer
        ? pageDrawing({ drawer, reads: pageReads, template: pageShell.html, log: app.log })
        : null;

    app.get('/config.js', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(runtimeConfigScript(config)),
    );

    if (config.env === 'production') {
      // Source maps would publish the app's original source; the build may still make them.
      app.addHook('onRequest', (request, reply, done) => {
        if (/\.map$/i.test(request.url.split('?')[0] ?? '')) {
          return sendRouteNotFound(request, reply);
        }
        done();
      });
    }

    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: config.webDistDir,
        wildcard: false,
        index: false,
        // The server bundle that draws pages is the server's, not a file of the site.
        allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
        setHeaders(res, filePath) {
          const relative = path.relative(config.webDistDir, filePath).split(path.sep).join('/');
          if (relative === serviceWorkerFile) {
            // The installable app's service worker (issue 33, decision 0031): never kept by a
            // cache, so a new version is found on the next visit, and allowed the whole site.
            res.header('cache-control', 'no-cache, no-store, must-revalidate');
            res.header('service-worker-allowed', '/');
            return;
          }
          if (relative.endsWith('.webmanifest')) {
            res.header('content-type', 'application/manifest+json; charset=utf-8');
          }
          const hashed = relative.startsWith('assets/');
          res.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const wantsPage =
        hasWebApp &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        (request.headers.accept ?? '').includes('text/html');
      if (!wantsPage || !pageShell) return sendRouteNotFound(request, reply);
      reply.type('text/html; charset=utf-8');
      // A page with the API's data, drawn for this request in its language (decision 0022):
      // kept by no shared cache, and revalidated by the browser, so no price stays stale.
      if (drawing?.isDataPage(request.url)) {
        reply
          .header('vary', 'Accept-Language, Cookie')
          .header('cache-control', 'private, no-cache');
        const page = await drawing.draw(request, prerenderLanguageOf(request));
        return reply.send(page ?? pageShell.html);
      }
      reply.header('cache-control', 'public, max-age=0, must-revalidate');
      // A page drawn at build time, in the language the app will show (decision 0020); the
      // answer depends on the cookie and Accept-Language as well as on the address.
      const prerendered = pageShell.prerendered?.[pathname];
      // Only the address itself and ?lng=: any other parameter (?next= on /login) changes what
      // the page draws, so the app draws it.
      const query = request.query as Record<string, unknown> | undefined;
      const plainAddress = Object.keys(query ?? {}).every((name) => name === 'lng');
      if (prerendered && plainAddress) {
        reply.header('vary', 'Accept-Language, Cookie');
        const page = prerendered[prerenderLanguageOf(request)];
        if (page) return reply.send(page);
      }
      return reply.send(pageShell.html);
    });
  },
  { name: 'web-app' },
);
