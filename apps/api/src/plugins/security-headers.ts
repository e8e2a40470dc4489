import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

/**
 * helmet's options for this app: a strict same-origin CSP, no referrer, HSTS in production.
 * The only inline scripts allowed are those of the page shell, by their hashes (web-app.ts).
 */
export function helmetOptionsFor(
  config: AppConfig,
  inlineScriptHashes: readonly string[] = [],
): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes],
        // Radix and sonner set inline styles; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(config.apiBaseUrl ? [new URL(config.apiBaseUrl).origin] : [])],
        frameSrc: [config.classroomBaseUrl],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    // Pages that carry tokens in their URL must not leak them to other sites.
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.env === 'production',
  };
}

/**
 * The headers helmet sets for these options, worked out once. They must depend on nothing in
 * the request: options with a per-request directive (a nonce) are refused at start.
 */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (
    directives.some(
      (value) =>
        typeof value === 'function' ||
        (Array.isArray(value) && value.some((part) => typeof part === 'function')),
    )
  ) {
    throw new Error('security headers must not depend on the request');
  }
  const headers: Record<string, string> = {};
  // No directive reads the request (checked above), so none is needed.
  const request = {} as IncomingMessage;
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader() {},
  } as unknown as ServerResponse;
  helmet(options)(request, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * helmet's security headers on every answer. @fastify/helmet built helmet's middleware anew
 * for every request (8 % of a cached answer's CPU); the same headers are now computed at start
 * and copied onto each reply.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { inlineScriptHashes?: readonly string[] }) => {
    const headers = securityHeadersOf(helmetOptionsFor(app.config, options.inlineScriptHashes));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
