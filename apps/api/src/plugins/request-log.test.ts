import { spawn } from 'node:child_process';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { captureLogs } from '../test/capture-logs';
import { patience } from '../test/wait-for';
import { apiRoot } from '../paths';
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

describe("a production server's log", () => {
  /** A Node process of its own that logs through productionLogDestination what `body` says. */
  function logging(body: string) {
    const script = `import { pino } from 'pino';
import { productionLogDestination } from './src/plugins/request-log.ts';
const log = pino(productionLogDestination());
${body}`;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: apiRoot,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const output = { text: '' };
    child.stdout.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const lines = () => output.text.split('\n').filter(Boolean);
    return { child, exited, lines };
  }

  it('holds its lines in a buffer, and writes them all when the process exits', async () => {
    // Still buffered when the process writes its own mark, then flushed by the exit.
    const { exited, lines } = logging(`for (let i = 0; i < 5; i += 1) log.info({ i }, 'request');
process.stdout.write('mark\\n', () => process.exit(0));`);
    await exited;
    expect(lines()[0]).toBe('mark');
    expect(
      lines()
        .slice(1)
        .map((line) => (JSON.parse(line) as { i: number }).i),
    ).toEqual([0, 1, 2, 3, 4]);
  });

  it("writes a quiet server's lines without waiting for more, or for the exit", async () => {
    const { child, exited, lines } = logging(`log.info('alone');
setTimeout(() => {}, 120_000);`);
    try {
      await vi.waitFor(() => expect(lines()).toHaveLength(1), patience);
      expect((JSON.parse(lines()[0]!) as { msg: string }).msg).toBe('alone');
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill();
      await exited;
    }
  });
});
