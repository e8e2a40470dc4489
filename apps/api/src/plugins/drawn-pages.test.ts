import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { tutorProfiles } from '../db/schema/profiles';
import { buildTestApp } from '../test/build-test-app';
import { openEmbeddedTestDatabase } from '../test/embedded-test-database';
import { pageDrawing, stateScriptContent } from './drawn-pages';
import { publicReadsPerMinute } from './rate-limit';

/**
 * The web build's server bundle as the API sees it (apps/web/src/prerender/drawn-pages.tsx
 * draws the real pages; its tests prove the drawing and the hydration): /courses and
 * /tutors/:id need reads, and a page "drawn" shows its address and language in #root, with
 * the answers it got as its state. An address with "throw" fails to draw.
 */
const serverBundle = `
export function readsOf(url, language) {
  const address = new URL(url, 'http://localhost');
  if (address.pathname === '/courses') {
    if (address.searchParams.has('days')) return null;
    const query = new URLSearchParams(address.searchParams);
    query.delete('lng');
    return [
      { key: ['search', query.toString(), language], read: { kind: 'tutorSearch', query: query.toString() } },
      { key: ['subjects', language], read: { kind: 'subjects' } },
      { key: ['systems', language], read: { kind: 'educationSystems' } },
    ];
  }
  const tutor = /^\\/tutors\\/([^/]+)$/.exec(address.pathname);
  if (tutor) return [{ key: ['profile', tutor[1], language], read: { kind: 'tutorProfile', id: tutor[1] } }];
  return null;
}
export async function drawPage({ url, language, template, answers }) {
  if (url.includes('throw')) throw new Error('drawing failed');
  const html = template
    .replace('<html>', '<html data-prerendered="' + language + '">')
    .replace('<div id="root"></div>', '<div id="root" data-language="' + language + '">drawn</div>');
  return { html, state: { queries: answers, loaderData: { '0': null } } };
}
`;

const boot = "document.documentElement.setAttribute('data-booted', 'yes');\n";
const indexHtml =
  '<!doctype html><html><head><script src="/boot.js"></script><script src="/config.js"></script>' +
  '<script type="module" src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

function webDistWithBundle() {
  const webDist = mkdtempSync(path.join(tmpdir(), 'nibras-web-drawn-'));
  const files = { 'index.html': indexHtml, 'boot.js': boot, 'ssr/entry.js': serverBundle };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(webDist, name)), { recursive: true });
    writeFileSync(path.join(webDist, name), text);
  }
  return webDist;
}

const page = { accept: 'text/html' };
const stateOf = (html: string) => {
  const element =
    /<script type="application\/json" id="drawn-page-state">([\s\S]*?)<\/script>/.exec(html);
  return element ? (JSON.parse(element[1] ?? '') as { queries: { data: unknown }[] }) : null;
};
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('pages drawn with data for each request', () => {
  const webDist = webDistWithBundle();
  let app: FastifyInstance;
  let tutorId: string;
  beforeAll(async () => {
    app = await buildTestApp({ WEB_DIST_DIR: webDist });
    const search = await app.inject({ url: '/api/v1/tutors' });
    tutorId = search.json().data.items[0].id;
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('draws /courses in the language asked, with the answers of the search its address asks', async () => {
    const response = await app.inject({
      url: '/courses?subject=3&sort=price&lng=ar',
      headers: page,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root" data-language="ar">drawn</div>');
    // The same answers as the API's JSON, from the same services, in the same language.
    const search = await app.inject({
      url: '/api/v1/tutors?subject=3&sort=price',
      headers: { 'accept-language': 'ar' },
    });
    const subjects = await app.inject({
      url: '/api/v1/subjects',
      headers: { 'accept-language': 'ar' },
    });
    const systems = await app.inject({
      url: '/api/v1/education/systems',
      headers: { 'accept-language': 'ar' },
    });
    expect(stateOf(response.body)?.queries).toEqual([
      { key: ['search', 'subject=3&sort=price', 'ar'], data: search.json().data },
      { key: ['subjects', 'ar'], data: subjects.json().data },
      // The web app keeps the list of the answer's `educationSystems`.
      { key: ['systems', 'ar'], data: systems.json().data.educationSystems },
    ]);
  });

  it('draws a tutor profile with what GET /tutors/:id answers', async () => {
    const response = await app.inject({ url: `/tutors/${tutorId}`, headers: page });
    const profile = await app.inject({ url: `/api/v1/tutors/${tutorId}` });
    expect(stateOf(response.body)?.queries).toEqual([
      { key: ['profile', tutorId, 'en'], data: profile.json().data },
    ]);
  });

  it('picks the language by ?lng=, then the i18next cookie, then Accept-Language', async () => {
    const languageOf = async (url: string, headers: Record<string, string>) =>
      /data-language="(\w+)"/.exec(
        (await app.inject({ url, headers: { ...page, ...headers } })).body,
      )?.[1];
    expect(await languageOf('/courses?lng=ar', { cookie: 'i18next=en' })).toBe('ar');
    expect(await languageOf('/courses', { cookie: 'i18next=ar', 'accept-language': 'en' })).toBe(
      'ar',
    );
    expect(await languageOf(`/tutors/${tutorId}`, { 'accept-language': 'fr, ar;q=0.8' })).toBe(
      'ar',
    );
    expect(await languageOf(`/tutors/${tutorId}`, {})).toBe('en');
  });

  it('varies by language, and no shared cache keeps it nor the browser without asking', async () => {
    const response = await app.inject({ url: '/courses', headers: page });
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it("keeps a tutor's words inside the state's JSON, whatever they hold", async () => {
    const bio = 'Maths.</script><script>alert(1)</script><!-- <script> \u2028 & done';
    await app.db
      .update(tutorProfiles)
      .set({ briefBio: bio })
      .where(eq(tutorProfiles.userId, tutorId));
    // An address not drawn before: a drawn page is kept a few seconds (a test below).
    const response = await app.inject({ url: `/tutors/${tutorId}?bio`, headers: page });
    // The element ends where the state ends: the bio comes back whole from the JSON.
    const state = stateOf(response.body);
    expect((state?.queries[0]?.data as { bio: string }).bio).toBe(bio);
    const content = /id="drawn-page-state">([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(content).not.toMatch(/[<>&\u2028]/);
    // No script element beyond the page's own and the state's.
    expect(response.body.match(/<script/g)).toHaveLength(4);
    expect(stateScriptContent({ queries: '</script><!--', loaderData: {} })).toBe(
      '{"queries":"\\u003c/script\\u003e\\u003c!--","loaderData":{}}',
    );
  });

  it('runs no script the CSP does not allow: the state is data, the inline scripts hashed', async () => {
    const response = await app.inject({ url: `/tutors/${tutorId}`, headers: page });
    const scriptSource =
      (response.headers['content-security-policy'] as string)
        .split(';')
        .find((directive) => directive.startsWith('script-src ')) ?? '';
    const inline = [...response.body.matchAll(/<script( [^>]*)?>([\s\S]*?)<\/script>/g)];
    for (const [, attributes = '', content = ''] of inline) {
      if (attributes.includes('src=')) continue;
      if (attributes.includes('type="application/json"')) continue;
      expect(scriptSource).toContain(sha256(content));
    }
    expect(
      inline.filter(([, attributes]) => attributes?.includes('application/json')),
    ).toHaveLength(1);
  });

  it('sends the loading shell for what it cannot draw: unknown tutor, refused search, failed drawing', async () => {
    for (const url of [
      '/tutors/00000000-0000-4000-8000-000000000000',
      '/tutors/not-an-id',
      '/courses?minRating=9',
      '/courses?subject=1&throw=1',
      '/courses?days=5',
    ]) {
      const response = await app.inject({ url, headers: page });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('drawn-page-state');
    }
  });

  it('sends a drawn page again for a few seconds, per address and language', async () => {
    const url = `/tutors/${tutorId}?kept`;
    const bioOf = (html: string) => (stateOf(html)?.queries[0]?.data as { bio: string }).bio;
    const before = bioOf((await app.inject({ url, headers: page })).body);
    await app.db
      .update(tutorProfiles)
      .set({ briefBio: 'A new bio.' })
      .where(eq(tutorProfiles.userId, tutorId));
    expect(bioOf((await app.inject({ url, headers: page })).body)).toBe(before);
    const arabic = await app.inject({ url, headers: { ...page, 'accept-language': 'ar' } });
    expect(bioOf(arabic.body)).toBe('A new bio.');
  });

  it("counts a drawing against its read's per-address limit, and sends the shell past it", async () => {
    const visitor = { remoteAddress: '203.0.113.21' };
    // Refused searches count too (the limit runs before validation), and read nothing.
    const refusedSearch = () =>
      app.inject({ url: '/api/v1/tutors?minRating=9', headers: page, ...visitor });
    for (let index = 1; index < publicReadsPerMinute; index += 1) {
      expect((await refusedSearch()).statusCode).toBe(400);
    }
    const last = await app.inject({ url: '/courses?subject=2', headers: page, ...visitor });
    expect(stateOf(last.body)).not.toBeNull();
    // The drawing was the last search allowed this minute.
    expect((await refusedSearch()).statusCode).toBe(429);
    const over = await app.inject({ url: '/courses?subject=4', headers: page, ...visitor });
    expect(over.statusCode).toBe(200);
    expect(over.body).toContain('<div id="root"></div>');
    expect(over.body).not.toContain('drawn-page-state');
    // Another visitor still gets that page drawn.
    const other = await app.inject({
      url: '/courses?subject=4',
      headers: page,
      remoteAddress: '203.0.113.22',
    });
    expect(stateOf(other.body)).not.toBeNull();

    // A profile counts against the profiles' limit.
    for (let index = 0; index < publicReadsPerMinute; index += 1) {
      await app.inject({ url: '/api/v1/tutors/not-an-id', ...visitor });
    }
    const profile = await app.inject({ url: `/tutors/${tutorId}?over`, headers: page, ...visitor });
    expect(profile.body).not.toContain('drawn-page-state');
  });

  it('never serves the server bundle as a file', async () => {
    expect((await app.inject({ url: '/ssr/entry.js' })).statusCode).toBe(404);
  });
});

describe('drawn pages when the database is down', () => {
  it('sends the loading shell, not a 500', async () => {
    const webDist = webDistWithBundle();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-drawn-down-'));
    const database = await openEmbeddedTestDatabase(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, database });
    await database.close();
    try {
      for (const url of ['/courses', '/tutors/00000000-0000-4000-8000-000000000000']) {
        const response = await app.inject({ url, headers: page });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<div id="root"></div>');
      }
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the drawn pages kept', () => {
  it('draws a page again once its lifetime is over, and retries one that could not be drawn', async () => {
    let drawings = 0;
    let failing = true;
    const drawing = pageDrawing({
      drawer: {
        readsOf: () => [{ key: ['k'], read: { kind: 'subjects' } }],
        drawPage: async () => {
          drawings += 1;
          return { html: '<body></body>', state: { queries: [], loaderData: {} } };
        },
      },
      reads: async () => {
        if (failing) throw new Error('database down');
        return [];
      },
      template: '',
      log: { warn: () => {} } as unknown as FastifyBaseLogger,
      lifetimeMs: 50,
    });
    const courses = { url: '/courses' } as FastifyRequest;
    expect(await drawing.draw(courses, 'en')).toBeNull();
    failing = false;
    expect(await drawing.draw(courses, 'en')).toContain('drawn-page-state');
    await drawing.draw(courses, 'en');
    expect(drawings).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await drawing.draw(courses, 'en');
    expect(drawings).toBe(2);
  });
});
