import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app';
import { createUserWithToken } from './test/fixtures';
import { startMockProvider, type MockProvider } from './test/mock-provider';

/**
 * Property-based fuzzing of every route: whatever arrives in the path, the query, the body and
 * the headers, the API never answers 5xx, never hangs, and fails in the envelope. The routes
 * are read from the app's own OpenAPI document (plus the few it hides), so a new route is
 * fuzzed without touching this file. Seeded, so a failure replays; sized to stay well under a
 * minute on a small machine.
 */

// FUZZ_SEED explores other inputs locally; CI keeps the fixed seed, so a failure replays.
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
const requestTimeoutMs = 10_000;

type Route = {
  method: string;
  path: string;
  query: string[];
  bodyFields: string[];
  json: boolean;
  /** An answer that stays open (server-sent events): fuzzed up to its headers. */
  streams?: boolean;
};

/** Routes the document hides (pages and files), still reachable and still fuzzed. */
const hiddenRoutes: Route[] = [
  { method: 'GET', path: '/dev/mailbox', query: ['to'], bodyFields: [], json: false },
  { method: 'GET', path: '/dev/mailbox/{id}', query: [], bodyFields: [], json: false },
  { method: 'GET', path: '/config.js', query: [], bodyFields: [], json: false },
];

type OpenApiOperation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema?: { properties?: object } }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

async function routesOf(app: FastifyInstance): Promise<Route[]> {
  const document = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(schema?.properties ?? {}),
        json: !path.endsWith('/avatar') && !path.endsWith('.ics'),
        streams: Object.values(operation.responses ?? {}).some(
          (response) => 'text/event-stream' in (response.content ?? {}),
        ),
      });
    }
  }
  return [...routes, ...hiddenRoutes];
}

// ---- values a hostile or broken client sends --------------------------------------------------

const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    'evil\u202Egnp.exe',
    'a\u200Bb',
    'line\r\nbreak',
    '\ud800',
    '%00',
    '..%2f..%2fetc%2fpasswd',
    '__proto__',
    'constructor',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '1e309',
    '-1',
    '0',
    '2147483648',
    '99999999999999999999',
    '1.5',
    'NaN',
    'true',
    'null',
    '2025-02-30T25:61:00Z',
    '0001-01-01T00:00:00Z',
    '9999-12-31T23:59:59+14:00',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'Asia/Riyadh',
    'x'.repeat(5000),
  ),
);

const anyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyText,
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A path segment: any bytes, percent-encoded (invalid UTF-8 and bad escapes included). */
const pathSegment = fc.oneof(
  fc.uuid().map(String),
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
  fc
    .uint8Array({ minLength: 0, maxLength: 30 })
    .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  fc.constantFrom('%zz', '%', '%E0%A4%A', 'a'.repeat(300), '..', '.', '%2F', '%00'),
  fc.stringMatching(/^[\w.~-]{0,20}$/),
);

const queryValue = nastyText.map((text) => {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be encoded: send raw bytes instead.
    return '%ED%A0%80';
  }
});

const contentTypes = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  '*/*',
  'garbage',
);

// ---- the properties ---------------------------------------------------------------------------

function expectEnvelope(response: LightMyRequestResponse, route: { json: boolean }) {
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  const type = String(response.headers['content-type'] ?? '');
  const mustBeEnvelope = response.statusCode >= 400 || (route.json && type.includes('json'));
  if (!mustBeEnvelope) return;
  expect(type).toContain('application/json');
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['data', 'error', 'message', 'succeeded']);
  expect(typeof body.succeeded).toBe('boolean');
  if (response.statusCode >= 400) {
    expect(body.succeeded).toBe(false);
    expect(typeof (body.error as { code?: unknown }).code).toBe('string');
  }
}

async function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in time: ${what}`)), requestTimeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('fuzzing every route', () => {
  let app: FastifyInstance;
  let provider: MockProvider;
  let routes: Route[];
  let authorizations: string[];

  beforeAll(async () => {
    // Google, Apple and Meta configured (a local mock), so their routes run their whole code.
    provider = await startMockProvider();
    app = await buildTestApp(provider.environment);
    routes = await routesOf(app);
    const callers = await Promise.all(
      (['Tutor', 'Parent', 'Student'] as const).map((role) => createUserWithToken(app, role)),
    );
    authorizations = callers.map((caller) => caller.authorization);
  });
  afterAll(async () => {
    await app.close();
    await provider.stop();
  });

  it('reads more than the routes it hides', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it('never answers 5xx, never hangs, always in the envelope: path, query, body, headers', async () => {
    const request = fc.record({
      route: fc.nat(),
      segments: fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
      query: fc.array(fc.tuple(fc.nat(), queryValue), { maxLength: 4 }),
      extraQuery: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
      body: fc.oneof(
        fc.constant(undefined),
        anyValue,
        fc.array(fc.tuple(fc.nat(), anyValue), { maxLength: 6 }).map((entries) => ({
          named: entries,
        })),
      ),
      rawBody: fc.option(fc.string({ unit: 'binary', maxLength: 200 }), { nil: undefined }),
      contentType: contentTypes,
      authorization: fc.oneof(
        fc.constant(undefined),
        fc.nat(),
        fc.string({ maxLength: 60 }).map((token) => `Bearer ${token}`),
      ),
      language: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
      idempotencyKey: fc.option(fc.string({ unit: 'binary', maxLength: 60 }), { nil: undefined }),
      cookie: fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
      origin: fc.option(fc.constantFrom('http://localhost:3000', 'https://evil.example', ''), {
        nil: undefined,
      }),
    });

    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const route = routes[input.route % routes.length] as Route;
        let index = 0;
        const path = route.path.replace(/\{[^}]+\}/g, () => input.segments[index++] ?? '');
        const query = input.query
          .map(
            ([at, value]) => `${route.query[at % Math.max(1, route.query.length)] ?? 'q'}=${value}`,
          )
          .concat(input.extraQuery === undefined ? [] : [input.extraQuery.replace(/[#\s]/g, '')])
          .join('&');
        const url = query ? `${path}?${query}` : path;
        let payload: string | undefined;
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          if (input.rawBody !== undefined) payload = input.rawBody;
          else if (input.body !== undefined) {
            const body =
              typeof input.body === 'object' && input.body !== null && 'named' in input.body
                ? Object.fromEntries(
                    (input.body.named as Array<[number, unknown]>).map(([at, value]) => [
                      route.bodyFields[at % Math.max(1, route.bodyFields.length)] ?? 'x',
                      value,
                    ]),
                  )
                : input.body;
            payload = JSON.stringify(body);
          }
        }
        const headers: Record<string, string> = {};
        if (input.contentType && payload !== undefined) headers['content-type'] = input.contentType;
        if (typeof input.authorization === 'number') {
          headers.authorization = authorizations[input.authorization % authorizations.length] ?? '';
        } else if (input.authorization !== undefined) {
          headers.authorization = input.authorization;
        }
        if (input.language !== undefined) headers['accept-language'] = input.language;
        if (input.idempotencyKey !== undefined) {
          // Header values must be Latin-1 without line breaks; anything else never reaches us.
          headers['idempotency-key'] = input.idempotencyKey.replace(/[^\x20-\x7e]/g, '');
        }
        if (input.cookie !== undefined) {
          const value = input.cookie.replace(/[^\x21-\x7e]/g, '');
          headers.cookie = `nibras_refresh=${value}; nibras_social=${value}`;
        }
        if (input.origin !== undefined) headers.origin = input.origin;

        const method = route.method as 'GET';
        if (route.streams) {
          const response = await withTimeout(
            app.inject({ method, url, headers, payload, payloadAsStream: true }),
            `${route.method} ${url}`,
          );
          const stream = response.stream();
          // An opened stream is a success the client ends; a refusal is read whole.
          if (response.statusCode === 200) {
            expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
            stream.destroy();
            return;
          }
          let body = '';
          for await (const chunk of stream) body += String(chunk);
          expectEnvelope({ ...response, body } as LightMyRequestResponse, route);
          return;
        }
        const response = await withTimeout(
          app.inject({ method, url, headers, payload }),
          `${route.method} ${url}`,
        );
        expectEnvelope(response, route);
      }),
      { seed, numRuns: 2500, endOnFailure: true },
    );
  }, 120_000);

  const partName = fc.oneof(
    fc.constantFrom(
      'UserType',
      'FullName',
      'Email',
      'Password',
      'ConfirmPassword',
      'PhoneNumber',
      'TimeZone',
      'StudentInfo.Age',
      'StudentInfo.SubjectsNeeded[0]',
      'TutorInfo.SubjectsTaught[0].SubjectId',
      'TutorInfo.SubjectsTaught[99999].SubjectId',
      'ParentInfo.SubjectsOfInterest[-1]',
      'ProfilePhoto',
      'photo',
      '__proto__',
      'constructor.prototype',
      'a[',
      '[0]',
      '',
    ),
    fc.string({ maxLength: 20 }),
  );
  const part = fc.record({
    name: fc.option(partName, { nil: undefined }),
    filename: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
    type: fc.option(fc.constantFrom('image/png', 'application/json', 'text/plain', ''), {
      nil: undefined,
    }),
    value: fc.oneof(
      nastyText,
      fc.constantFrom('0', '1', '2', '3', 'user@example.test', '+201001234567'),
      fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) =>
          Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), bytes]).toString('latin1'),
        ),
    ),
  });
  type MultipartInput = {
    boundary: string;
    declared: 'same' | 'other' | 'none' | 'empty';
    parts: Array<{ name?: string; filename?: string; type?: string; value: string }>;
    cut?: number;
    closing: boolean;
  };
  const multipartBody: fc.Arbitrary<MultipartInput> = fc.record({
    boundary: fc.constantFrom('x', 'nibras', '----WebKitFormBoundary7MA4YWxkTrZu0gW'),
    declared: fc.constantFrom('same', 'other', 'none', 'empty'),
    parts: fc.array(part, { maxLength: 8 }),
    cut: fc.option(fc.nat(), { nil: undefined }),
    closing: fc.boolean(),
  });

  function encodeMultipart(input: MultipartInput) {
    const chunks = input.parts.map((p) => {
      const disposition = ['form-data'];
      if (p.name !== undefined) disposition.push(`name="${p.name.replace(/["\r\n]/g, '')}"`);
      if (p.filename !== undefined) {
        disposition.push(`filename="${p.filename.replace(/["\r\n]/g, '')}"`);
      }
      const type = p.type === undefined ? '' : `\r\nContent-Type: ${p.type}`;
      return `--${input.boundary}\r\nContent-Disposition: ${disposition.join('; ')}${type}\r\n\r\n${p.value}\r\n`;
    });
    let body = chunks.join('') + (input.closing ? `--${input.boundary}--\r\n` : '');
    if (input.cut !== undefined && body.length > 0) body = body.slice(0, input.cut % body.length);
    const declared = {
      same: `multipart/form-data; boundary=${input.boundary}`,
      other: 'multipart/form-data; boundary=something-else',
      none: 'multipart/form-data',
      empty: 'multipart/form-data; boundary=',
    }[input.declared];
    return { payload: Buffer.from(body, 'latin1'), contentType: declared };
  }

  it.each([
    ['signup', 'POST', '/api/v1/auth/register', false],
    ['signup through a provider', 'POST', '/api/v1/auth/social/register', false],
    ['photo upload', 'PUT', '/api/v1/tutor/profile/photo', true],
  ] as const)(
    'never answers 5xx to a malformed or hostile multipart %s',
    async (_name, method, url, signedIn) => {
      await fc.assert(
        fc.asyncProperty(multipartBody, fc.nat(), async (input, caller) => {
          const { payload, contentType } = encodeMultipart(input);
          // From the app's own pages, so that the origin check lets the form be read.
          const headers: Record<string, string> = {
            'content-type': contentType,
            origin: new URL(app.config.appUrl).origin,
          };
          if (signedIn) headers.authorization = authorizations[caller % 1] ?? '';
          const response = await withTimeout(
            app.inject({
              method,
              url,
              headers,
              payload,
              // Signups are limited per address: spread them so the parser, not the limit, answers.
              remoteAddress: `10.${caller % 250}.${(caller >> 8) % 250}.${(caller >> 16) % 250}`,
            }),
            `${method} ${url}`,
          );
          expectEnvelope(response, { json: true });
        }),
        { seed, numRuns: 600, endOnFailure: true },
      );
    },
    120_000,
  );
});
