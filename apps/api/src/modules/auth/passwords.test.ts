import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { threadNiceness } from '../../test/thread-niceness';
import { backgroundNiceBelow } from '../../thread-priority';
import { waitFor } from '../../test/wait-for';
import { hashingPool } from './password-hashing';
import { concurrentHashes, hashPassword, hashing, verifyPassword } from './passwords';
import { loginRequest } from './test-helpers';

describe('password hashing', () => {
  it("uses argon2id with OWASP's parameters (m=19456 KiB, t=2, p=1)", async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('hashes off the event loop: timers keep firing while a hash runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    await Promise.all([hashPassword('one'), hashPassword('two'), hashPassword('three')]);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(2);
  });

  it('runs at most one hash per core but one at a time; the others wait in line', async () => {
    expect(concurrentHashes).toBeGreaterThanOrEqual(1);
    // The decoy that an unknown account is checked against is made by the first such check:
    // made before, each request of the storm is exactly one hash or verification in line.
    await verifyPassword(undefined, 'make the decoy');
    let mostRunning = 0;
    let mostInLine = 0;
    const timer = setInterval(() => {
      mostRunning = Math.max(mostRunning, hashing.running);
      mostInLine = Math.max(mostInLine, hashing.running + hashing.waiting);
    }, 1);
    const storm = Array.from({ length: 3 * concurrentHashes }, (_, index) =>
      index % 2 === 0 ? hashPassword(`storm ${index}`) : verifyPassword(undefined, 'guess'),
    );
    expect(hashing.waiting).toBeGreaterThan(0);
    await Promise.all(storm);
    clearInterval(timer);
    // Every request was in line at once (a verification joins it once it has the decoy).
    expect(mostInLine).toBe(storm.length);
    expect(mostRunning).toBeGreaterThan(0);
    expect(mostRunning).toBeLessThanOrEqual(concurrentHashes);
    expect(hashing).toMatchObject({ running: 0, waiting: 0 });
  });

  it.runIf(process.platform === 'linux')(
    'hashes on threads below the server’s priority, so a login storm takes only the CPU left over',
    async () => {
      // Only the threads this pool starts now: an earlier file of the worker that loaded its
      // modules again may have left a pool of its own with an idle thread.
      await hashing.stop();
      const before = new Set(threadNiceness().keys());
      await Promise.all(
        Array.from({ length: concurrentHashes }, (_, index) => hashPassword(`start ${index}`)),
      );
      const niceness = threadNiceness();
      // Relative to the server's own nice value: 0 as usual, 10 when the tests run under `nice`.
      const server = niceness.get(process.pid) ?? 0;
      expect(server).toBeLessThan(19);
      const started = [...niceness].filter(([task]) => !before.has(task));
      const below = started.filter(([, nice]) => nice === backgroundNiceBelow(server));
      expect(below).toHaveLength(concurrentHashes);
    },
  );

  it('starts a hashing thread again after it is stopped, failing only the hash it was doing', async () => {
    // A hundred times the real cost, so that it is still running when the thread stops.
    const lost = hashing.hash('in flight when the thread stops', { timeCost: 200 });
    await waitFor(() => hashing.running === 1, { what: 'the hash to start' });
    const refused = expect(lost).rejects.toThrow(/hashing thread was stopped/);
    await hashing.stop();
    await refused;
    expect(await verifyPassword(await hashPassword('after'), 'after')).toBe(true);
  });

  it('ends a hashing thread that sits idle, and starts one again for the next hash', async () => {
    const pool = hashingPool(1, { idleMs: 50 });
    const options = { timeCost: 1, memoryCost: 1024 };
    const hash = await pool.hash('idle', options);
    expect(pool.threadsStarted).toBe(1);
    await waitFor(() => pool.threadsStarted === 0, { what: 'the idle thread to end' });
    expect(await pool.verify(hash, 'idle', options)).toBe(true);
    await pool.stop();
  });

  describe('login with an unknown email', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp();
    });
    afterAll(() => app.close());

    it('costs the same verification as a wrong password and answers the same', async () => {
      // Watched, not replaced: the real hashing runs, and the test sees what it verifies.
      const verify = vi.spyOn(hashing, 'verify');
      const wrong = await loginRequest(app, 'tutor@nibras.test', 'not-the-password');
      expect(verify).toHaveBeenCalledTimes(1);
      const [knownHash] = verify.mock.calls[0] ?? [];

      verify.mockClear();
      const unknown = await loginRequest(app, 'ghost@example.test', 'not-the-password');
      expect(verify).toHaveBeenCalledTimes(1);
      const [decoyHash] = verify.mock.calls[0] ?? [];
      // Same algorithm and cost, so the same work.
      const cost = (hash: unknown) => String(hash).split('$').slice(1, 4).join('$');
      expect(cost(decoyHash)).toBe(cost(knownHash));
      expect(cost(decoyHash)).toBe('argon2id$v=19$m=19456,t=2,p=1');

      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.json()).toEqual(wrong.json());
      verify.mockRestore();
    });
  });
});
