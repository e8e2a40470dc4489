import * as argon2 from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { concurrentHashes, hashPassword, hashingQueue, verifyPassword } from './passwords';
import { loginRequest } from './test-helpers';

// Wrapped, not replaced: the real hashing runs, and the test can count it.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

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
    let mostRunning = 0;
    const timer = setInterval(() => {
      mostRunning = Math.max(mostRunning, hashingQueue.running);
    }, 1);
    const storm = Array.from({ length: 3 * concurrentHashes }, (_, index) =>
      index % 2 === 0 ? hashPassword(`storm ${index}`) : verifyPassword(undefined, 'guess'),
    );
    expect(hashingQueue.running + hashingQueue.waiting).toBeGreaterThanOrEqual(storm.length);
    expect(hashingQueue.waiting).toBeGreaterThan(0);
    await Promise.all(storm);
    clearInterval(timer);
    expect(mostRunning).toBeGreaterThan(0);
    expect(mostRunning).toBeLessThanOrEqual(concurrentHashes);
    expect(hashingQueue).toMatchObject({ running: 0, waiting: 0 });
  });

  describe('login with an unknown email', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp();
    });
    afterAll(() => app.close());

    it('costs the same verification as a wrong password and answers the same', async () => {
      const verify = vi.mocked(argon2.verify);
      verify.mockClear();
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
    });
  });
});
