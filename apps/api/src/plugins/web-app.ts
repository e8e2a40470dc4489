import { existsSync } from 'node:fs';
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
  return `window.__NIBRAS_CONFIG__ = ${JSON.stringify(runtime)};\n`;
}

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other page path so the client router can take it (or show its 404).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { config: AppConfig }) => {
  const { config } = options;
  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasWebApp = existsSync(indexFile);

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
    if (!wantsPage) return sendRouteNotFound(request, reply);
    return reply.sendFile('index.html');
  });
});
