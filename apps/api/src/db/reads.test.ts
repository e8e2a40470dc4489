import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import type { DbExecutor } from './client';
import { readAll, selectRows } from './reads';

describe('readAll', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** Three reads that note when each starts and ends; each waits a little in the database. */
  const noted = (db: DbExecutor, order: string[]) =>
    [1, 2, 3].map((n) => async () => {
      order.push(`start ${n}`);
      const [row] = await selectRows<{ n: number }>(db, sql`select pg_sleep(0.02), ${n}::int as n`);
      order.push(`end ${n}`);
      return row?.n;
    });

  it('starts every read at once on the pool, and answers in the order asked', async () => {
    const order: string[] = [];
    await expect(readAll(app.db, noted(app.db, order))).resolves.toEqual([1, 2, 3]);
    expect(order.slice(0, 3)).toEqual(['start 1', 'start 2', 'start 3']);
  });

  it('runs them one after another in a transaction, whose one connection takes a query at a time', async () => {
    const order: string[] = [];
    const answers = await app.db.transaction((tx) => readAll(tx, noted(tx, order)));
    expect(answers).toEqual([1, 2, 3]);
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });
});
