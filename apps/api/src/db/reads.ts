import type { SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client';

type Reads = readonly (() => PromiseLike<unknown>)[];
type Results<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads side by side on the pool (each on a connection of its own), or one
 * after another inside a transaction. A transaction is one connection, which takes a query at a
 * time: node-postgres would queue the others, a use it deprecates and pg 9 refuses. Each read
 * is a function, so that none starts before its turn.
 */
export async function readAll<const T extends Reads>(
  db: DbExecutor,
  reads: T,
): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}

/** Raw SQL rows; PGlite and node-postgres both answer `{ rows }`. */
export async function selectRows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/** A query's identity, to keep what it answered: its text and its values. */
export function queryKey(query: SQL): string {
  const { sql, params } = dialect.sqlToQuery(query);
  return `${sql}\n${JSON.stringify(params)}`;
}
