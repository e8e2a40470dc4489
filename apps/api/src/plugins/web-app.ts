import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { socialProviders } from '@nibras/contracts/social-providers';
import type { AppConfig } from '../config';
import { sendRouteNotFound } from './envelope';

/** Runtime configuration of the SPA, read by apps/web/src/lib/runtime-config.ts. */
export function runtimeConfigScript(config: AppConfig): string {
  const runtime = {
    apiBaseUrl: config.apiBaseUrl,
    environment: config.env,
    // The login screen shows a button for these only.
    socialProviders: socialProviders.filter((provider) => config.socialProviders[provider]),
  };
  // "<" escaped, so that no value can close the <script> element it is inlined in.
  return `window.__NIBRAS_CONFIG__ = ${JSON.stringify(runtime).replaceAll('<', '\\u003c')};\n`;
}

/** index.html as the server sends it, and the CSP hashes of the scripts it carries inline. */
export type PageShell = { html: string; inlineScriptHashes: string[] };

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
  const inlineScriptHashes: string[] = [];
  const inline = (script: string) => {
    inlineScriptHashes.push(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    return `<script>${script}</script>`;
  };
  let html = readFileSync(indexFile, 'utf8');
  const bootFile = path.join(config.webDistDir, 'boot.js');
  if (existsSync(bootFile)) {
    html = html.replace('<script src="/boot.js"></script>', () =>
      inline(readFileSync(bootFile, 'utf8')),
    );
  }
  html = html.replace('<script src="/config.js"></script>', () =>
    inline(runtimeConfigScript(config)),
  );
  return { html, inlineScriptHashes };
}

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other page path so the client router can take it (or show its 404).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig; pageShell?: PageShell | null }) => {
    const { config } = options;
    const pageShell = options.pageShell === undefined ? pageShellOf(config) : options.pageShell;
    const hasWebApp = pageShell !== null;

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
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
          );
        },
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const wantsPage =
        hasWebApp &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        (request.headers.accept ?? '').includes('text/html');
      if (!wantsPage || !pageShell) return sendRouteNotFound(request, reply);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .send(pageShell.html);
    });
  },
);
