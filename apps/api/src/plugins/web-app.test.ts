import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import type { AppConfig } from '../config';
import { runtimeConfigScript } from './web-app';

/** A web build in a new folder: its files by path, folders made as needed. */
function webDistWith(prefix: string, files: Record<string, string>) {
  const webDist = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(webDist, name)), { recursive: true });
    writeFileSync(path.join(webDist, name), text);
  }
  return webDist;
}

/** A boot.js that says it ran. */
const boot = "document.documentElement.setAttribute('data-booted', 'yes');\n";

/** The scripts a page carries inline, as the CSP hashes that allow them. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const inlineScriptHashes = (page: string) =>
  [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => sha256(match[1] ?? ''));

/** The built app's source maps would publish its original source. */
describe('source maps', () => {
  const webDist = webDistWith('nibras-web-maps-', {
    'index.html': '<!doctype html><title>Nibras</title>',
    'assets/index-abc.js': 'console.log(1);',
    'assets/index-abc.js.map': '{"sources":["secret.tsx"]}',
  });
  let production: FastifyInstance;
  let development: FastifyInstance;
  beforeAll(async () => {
    production = await buildTestApp({
      NODE_ENV: 'production',
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'silent',
    });
    development = await buildTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await production.close();
    await development.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('are not served in production, while the scripts are', async () => {
    const map = await production.inject({ url: '/assets/index-abc.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.tsx');
    expect((await production.inject({ url: '/assets/index-abc.js' })).statusCode).toBe(200);
  });

  it('are served in development, for debugging', async () => {
    expect((await development.inject({ url: '/assets/index-abc.js.map' })).statusCode).toBe(200);
  });
});

/** The page shell: the two small scripts of index.html are sent inline, allowed by hash. */
describe('index.html with its scripts inline', () => {
  const webDist = webDistWith('nibras-web-shell-', {
    'index.html':
      '<!doctype html><head><script src="/boot.js"></script><script src="/config.js"></script>' +
      '<script type="module" src="/assets/index-abc.js"></script></head><title>Nibras</title>',
    'boot.js': boot,
  });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const scriptSources = (csp: string) =>
    (csp.split(';').find((directive) => directive.startsWith('script-src ')) ?? '')
      .split(' ')
      .slice(1);

  it('puts boot.js and the runtime configuration in the page, with nothing to fetch first', async () => {
    const page = await app.inject({ url: '/courses', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<script>${boot}</script>`);
    expect(page.body).toContain('<script>window.__NIBRAS_CONFIG__ = {');
    expect(page.body).not.toContain('src="/boot.js"');
    expect(page.body).not.toContain('src="/config.js"');
    expect(page.body).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('allows exactly those two inline scripts in the CSP, on every answer', async () => {
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const inline = inlineScriptHashes(page.body);
    expect(inline).toHaveLength(2);
    const allowed = scriptSources(String(page.headers['content-security-policy']));
    expect(allowed).toEqual(["'self'", ...inline]);
    // Any other inline script, such as an injected one, matches no hash.
    expect(allowed).not.toContain(sha256('alert(1)'));
    const api = await app.inject({ url: '/health' });
    expect(api.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });

  it('escapes "<" in the configuration, so no value can close its script element', () => {
    const script = runtimeConfigScript({
      apiBaseUrl: 'https://api.example.com/</script><script>alert(1)//',
      env: 'production',
      socialProviders: { google: false, apple: false, meta: false },
      money: { commissionBasisPoints: 1500, lateCancelShareBasisPoints: 5000, payoutHoldHours: 48 },
    } as unknown as AppConfig);
    expect(script).not.toContain('</script>');
    expect(script).toContain('\\u003c/script>');
  });

  it("gives the SPA the money rules' figures, in percent and hours (decision 0025)", () => {
    const script = runtimeConfigScript({
      apiBaseUrl: '',
      env: 'production',
      socialProviders: { google: false, apple: false, meta: false },
      money: { commissionBasisPoints: 1250, lateCancelShareBasisPoints: 5000, payoutHoldHours: 72 },
    } as unknown as AppConfig);
    expect(script).toContain('"commissionPercent":12.5');
    expect(script).toContain('"lateCancelSharePercent":50');
    expect(script).toContain('"payoutHoldHours":72');
  });
});

/** Pages prerendered at build time (decision 0020): the one in the visitor's language. */
describe('prerendered pages', () => {
  const page = (language: string) =>
    `<!doctype html><html lang="${language}" data-prerendered="${language}"><head>` +
    '<script src="/boot.js"></script><script src="/config.js"></script></head>' +
    `<body><div id="root"><h1>page in ${language}</h1></div></body></html>`;
  const webDist = webDistWith('nibras-web-prerendered-', {
    'index.html':
      '<!doctype html><head><script src="/boot.js"></script><script src="/config.js"></script>' +
      '</head><div id="root">loading</div>',
    'boot.js': boot,
    'prerendered/index.en.html': page('en'),
    'prerendered/index.ar.html': page('ar'),
    'prerendered/login.en.html': page('en'),
    'prerendered/login.ar.html': page('ar'),
    'prerendered/pages.json': JSON.stringify({ '/login': { socialProviders: [] } }),
  });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const languageOf = async (url: string, headers: Record<string, string> = {}) => {
    const answer = await app.inject({ url, headers: { accept: 'text/html', ...headers } });
    expect(answer.statusCode).toBe(200);
    return /<h1>page in (\w+)<\/h1>/.exec(answer.body)?.[1] ?? 'shell';
  };

  it('follows ?lng=, then the i18next cookie, then Accept-Language by its q-values', async () => {
    expect(await languageOf('/?lng=ar')).toBe('ar');
    expect(await languageOf('/?lng=ar-EG', { 'accept-language': 'en' })).toBe('ar');
    expect(await languageOf('/?lng=en', { cookie: 'i18next=ar' })).toBe('en');
    expect(await languageOf('/', { cookie: 'i18next=ar', 'accept-language': 'en' })).toBe('ar');
    expect(await languageOf('/', { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' })).toBe('ar');
    expect(await languageOf('/', { 'accept-language': 'fr-FR, en;q=0.5, ar;q=0.8' })).toBe('ar');
    expect(await languageOf('/', { 'accept-language': 'en-GB,ar;q=0.9' })).toBe('en');
    expect(await languageOf('/', { 'accept-language': 'ar;q=0, en;q=0.1' })).toBe('en');
    // A language the app does not have is passed over, as the app's own detection does.
    expect(await languageOf('/?lng=fr', { 'accept-language': 'ar' })).toBe('ar');
    expect(await languageOf('/', { 'accept-language': 'fr, de' })).toBe('en');
    expect(await languageOf('/')).toBe('en');
  });

  it('sends the app to draw an address with other parameters, such as /login?next=', async () => {
    expect(await languageOf('/login?lng=ar')).toBe('ar');
    expect(await languageOf('/login?next=%2Fcourses&lng=ar')).toBe('shell');
    expect(await languageOf('/?utm_source=mail')).toBe('shell');
  });

  it('sends the login page drawn without social providers only to a server without them', async () => {
    const withGoogle = await buildTestApp({
      WEB_DIST_DIR: webDist,
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
    });
    try {
      const login = await withGoogle.inject({
        url: '/login?lng=ar',
        headers: { accept: 'text/html' },
      });
      expect(login.body).toContain('<div id="root">loading</div>');
      const home = await withGoogle.inject({ url: '/?lng=ar', headers: { accept: 'text/html' } });
      expect(home.body).toContain('<h1>page in ar</h1>');
    } finally {
      await withGoogle.close();
    }
  });

  it('says that the page varies with the cookie and Accept-Language', async () => {
    const answer = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const vary = String(answer.headers.vary).toLowerCase();
    expect(vary).toContain('accept-language');
    expect(vary).toContain('cookie');
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('sends the loading shell, without Vary on them, for a page not prerendered', async () => {
    const answer = await app.inject({
      url: '/courses?lng=ar',
      headers: { accept: 'text/html', cookie: 'i18next=ar' },
    });
    expect(answer.body).toContain('<div id="root">loading</div>');
    expect(String(answer.headers.vary ?? '').toLowerCase()).not.toContain('cookie');
  });

  it('puts the same inline scripts in a prerendered page, allowed by the same hashes', async () => {
    const answer = await app.inject({ url: '/?lng=ar', headers: { accept: 'text/html' } });
    expect(answer.body).toContain(`<script>${boot}</script>`);
    expect(answer.body).not.toContain('src="/config.js"');
    const inline = inlineScriptHashes(answer.body);
    expect(inline).toHaveLength(2);
    const csp = String(answer.headers['content-security-policy']);
    for (const hash of inline) expect(csp).toContain(hash);
  });
});

/** The installable app (issue 33, decision 0031): its service worker and manifests. */
describe('service worker and manifests', () => {
  const webDist = webDistWith('nibras-web-pwa-', {
    'index.html': '<!doctype html><title>Nibras</title>',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'manifest.ar.webmanifest': '{"lang":"ar"}',
    'assets/index-abc.js': 'console.log(1);',
    'assets/fonts/sw.js': 'console.log("not the service worker");',
  });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves /sw.js for the whole site and never from a cache, so a new version is found', async () => {
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });

  it('gives only the root sw.js those headers; hashed assets stay cached for a year', async () => {
    const nested = await app.inject({ url: '/assets/fonts/sw.js' });
    expect(nested.headers['service-worker-allowed']).toBeUndefined();
    expect(nested.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves each language manifest as a web app manifest, revalidated', async () => {
    const response = await app.inject({ url: '/manifest.ar.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.json()).toEqual({ lang: 'ar' });
  });
});
