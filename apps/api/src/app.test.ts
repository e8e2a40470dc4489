import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compressionThresholdBytes } from './app';
import { AppError, ok } from './plugins/envelope';
import { buildTestApp } from './test/build-test-app';

/** The answers every route shares: envelope, statuses, languages, headers (docs/shared/ARCHITECTURE.md). */
describe('the app around the routes', () => {
  let app: FastifyInstance;
  const webDist = mkdtempSync(path.join(tmpdir(), 'nibras-web-'));

  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Nibras</title>');
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);'.repeat(200));
    writeFileSync(path.join(webDist, 'boot.js'), '/* boot */');
    app = await buildTestApp({ WEB_DIST_DIR: webDist });
    // Probe routes, added before the app is ready, to exercise the shared error handling.
    app.post(
      '/api/v1/probe',
      { schema: { body: z.object({ name: z.string().min(2, 'validation.required') }) } },
      async (request) => ok({ echoed: request.body }),
    );
    app.get<{ Params: { bytes: string } }>('/api/v1/probe/sized/:bytes', async (request) =>
      ok({ text: 'x'.repeat(Number(request.params.bytes) - 60) }),
    );
    app.get('/api/v1/probe/crash', async () => {
      throw new Error('secret detail: select * from users where hash = $1');
    });
    app.get('/api/v1/probe/conflict', async () => {
      throw new AppError(409, 'conflict');
    });
    app.get('/api/v1/probe/database-down', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers unknown API paths with 404 in the envelope, in the asked language', async () => {
    const english = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({
      succeeded: false,
      message: 'This API path does not exist.',
      data: null,
      error: { code: 'route_not_found', message: 'This API path does not exist.' },
    });
    const arabic = await app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' },
    });
    expect(arabic.json().error.message).toBe('مسار واجهة البرمجة هذا غير موجود.');
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_json');
  });

  it('answers schema failures with 400 and a message per field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation_failed',
      message: 'Some fields are not valid.',
      details: { name: 'This field is required.' },
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/probe',
      payload: { name: 'x'.repeat(1024 * 1024 + 1) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('hides the details of a 500 from the client', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret detail');
    expect(response.json()).toMatchObject({
      succeeded: false,
      error: { code: 'internal_error', message: 'Server error. Please try again later.' },
    });
  });

  it('answers 503 with Retry-After when the database cannot be reached', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/probe/database-down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  it('passes an AppError through with its status and code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/probe/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('conflict');
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large answers with brotli or gzip', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('leaves answers under one network packet uncompressed', async () => {
    const sized = (bytes: number) =>
      app.inject({
        method: 'GET',
        url: `/api/v1/probe/sized/${bytes}`,
        headers: { 'accept-encoding': 'br, gzip' },
      });
    const small = await sized(1200);
    expect(small.rawPayload.length).toBeGreaterThan(1024);
    expect(small.rawPayload.length).toBeLessThan(compressionThresholdBytes);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect((await sized(2000)).headers['content-encoding']).toBe('br');
  });

  it("compresses API answers at brotli's quality 1, cheap to write for each request", async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/probe/sized/5000',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(answer.rawPayload);
    expect(JSON.parse(json.toString()).data.text).toHaveLength(5000 - 60);
    expect(answer.rawPayload).toEqual(
      brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
    );
    const gzip = await app.inject({
      method: 'GET',
      url: '/api/v1/probe/sized/5000',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('caches hashed assets for a year and revalidates everything else', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const boot = await app.inject({ method: 'GET', url: '/boot.js' });
    expect(boot.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('serves index.html for page paths so the client router can take them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/signup/tutor?x=1',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.body).toContain('<title>Nibras</title>');
  });

  it('gives the SPA its runtime configuration at /config.js', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.js' });
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.body).toBe(
      'window.__NIBRAS_CONFIG__ = {"apiBaseUrl":"","environment":"test","socialProviders":[],"commissionPercent":15,"lateCancelSharePercent":50,"payoutHoldHours":48};\n',
    );
  });

  it('documents the routes as OpenAPI at /api/docs', async () => {
    const document = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().paths).toHaveProperty('/health');
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
