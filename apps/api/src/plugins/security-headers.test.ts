import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { securityHeadersOf } from './security-headers';

/** helmet's headers as @fastify/helmet sent them before they were worked out once at start. */
const developmentHeaders = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self';form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';frame-src https://meet.jit.si",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const productionHeaders = {
  ...developmentHeaders,
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self';form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;connect-src 'self';frame-src https://meet.jit.si",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

const securityHeaderNames = new Set([
  ...Object.keys(productionHeaders),
  'x-powered-by',
  'cross-origin-embedder-policy',
]);

function securityHeadersIn(headers: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => securityHeaderNames.has(name)),
  );
}

describe.each([
  { environment: 'development', expected: developmentHeaders },
  { environment: 'production', expected: productionHeaders },
])('security headers in $environment', ({ environment, expected }) => {
  let app: FastifyInstance;
  const webDist = mkdtempSync(path.join(tmpdir(), 'nibras-web-'));

  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Nibras</title>');
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
    app = await buildTestApp({ NODE_ENV: environment, LOG_LEVEL: 'silent', WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each([
    ['an API answer', '/api/v1/subjects', {}],
    ['an API error', '/api/v1/tutors/not-a-tutor', {}],
    ['an unknown API path', '/api/v1/nothing-here', {}],
    ['a page', '/courses', { accept: 'text/html' }],
    ['an asset', '/assets/index-abc123.js', {}],
  ])('are exactly the same on %s', async (_what, url, headers) => {
    const response = await app.inject({ method: 'GET', url, headers });
    expect(securityHeadersIn(response.headers)).toEqual(expected);
  });
});

describe('security headers worked out once', () => {
  it('refuses a directive that would differ from one request to the next', () => {
    const nonce = () => `'nonce-${Math.random()}'`;
    expect(() =>
      securityHeadersOf({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", nonce] } },
      }),
    ).toThrow('security headers must not depend on the request');
  });
});
