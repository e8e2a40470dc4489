import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { captureLogs } from '../test/capture-logs';
import { RequestLog } from './request-log';

const parsed = (lines: string[]) =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the request log', () => {
  let app: FastifyInstance;
  let lines: string[];
  beforeAll(async () => {
    app = await buildTestApp();
    lines = captureLogs(app);
  });
  afterAll(() => app.close());

  it('writes one line per request: method, path without its query, address, status, time', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/v1/subjects?secret=1' });
    await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    const entries = parsed(lines);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      level: 30,
      msg: 'request',
      req: { method: 'GET', url: '/api/v1/subjects', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(entries[0]?.responseTime).toEqual(expect.any(Number));
    expect(entries[1]).toMatchObject({
      req: { url: '/api/v1/nothing-here' },
      res: { statusCode: 404 },
    });
    expect(lines.join('')).not.toContain('secret');
  });
});

/** The log controller on its own, where a threshold of 0 makes every request a slow one. */
describe('a slow request', () => {
  function serverLogging(level: string, slowMs?: number) {
    const lines: string[] = [];
    const server = Fastify({
      logController: new RequestLog(slowMs),
      logger: { level, stream: { write: (line: string) => lines.push(line) } },
    });
    server.get('/work', async () => 'done');
    return { server, lines };
  }

  it('is a warning, so that LOG_LEVEL=warn keeps it', async () => {
    const { server, lines } = serverLogging('warn', 0);
    await server.inject({ method: 'GET', url: '/work' });
    await server.close();
    expect(parsed(lines)).toEqual([
      expect.objectContaining({ level: 40, msg: 'slow request', res: { statusCode: 200 } }),
    ]);
  });

  it('is the only kind of request LOG_LEVEL=warn writes', async () => {
    const { server, lines } = serverLogging('warn');
    await server.inject({ method: 'GET', url: '/work' });
    await server.close();
    expect(lines).toEqual([]);
  });
});
