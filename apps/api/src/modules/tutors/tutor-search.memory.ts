import type { SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { queryKey } from '../../db/reads';
import { tutorSearchVersion } from './tutor-search.repo';

/**
 * What search keeps between requests (decision 0036): the zones tutors keep their hours in, and
 * how many tutors each question matches. Both are read from tutor_search alone, so they hold
 * for as long as the table's version (migration 0016) has not moved; a search reads that one
 * number instead of counting thousands of rows again.
 *
 * The version moves when a change is written, before it commits: a count taken in between can
 * miss a change its version already names. So nothing is kept longer than `keptAtMost`.
 */
export type SearchMemory = {
  /** The tutors' zones, read once per version. */
  zones(read: () => Promise<string[]>): Promise<string[]>;
  /** The count a query answers, counted once per version. */
  counted(query: SQL, count: () => Promise<number>): Promise<number>;
};

const keptAtMost = 10_000;
const questionsKept = 500;

/** Keeps nothing: every read is made. */
export const noSearchMemory: SearchMemory = {
  zones: (read) => read(),
  counted: (_, count) => count(),
};

type Kept = {
  version: bigint;
  zones: LRUCache<'zones', string[]>;
  counts: LRUCache<string, number>;
};

/** The value kept under `key`, or read now and kept. */
async function remembered<K extends string, V extends number | string[]>(
  cache: LRUCache<K, V>,
  key: K,
  read: () => Promise<V>,
): Promise<V> {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const value = await read();
  cache.set(key, value);
  return value;
}

/** What search keeps, made once per app: both the API and the pages it draws search with it. */
export type TutorSearchMemory = {
  /** What a search may reuse now: read after tutor_search's version, once per search. */
  current(): Promise<SearchMemory>;
};

export function createTutorSearchMemory(db: Database): TutorSearchMemory {
  let kept: Kept | undefined;
  return {
    async current() {
      const version = await tutorSearchVersion(db);
      // Another version than the last one kept (newer, or older when two searches' reads
      // crossed): start again rather than guess which is current.
      if (kept?.version !== version) {
        kept = {
          version,
          zones: new LRUCache({ max: 1, ttl: keptAtMost }),
          counts: new LRUCache({ max: questionsKept, ttl: keptAtMost }),
        };
      }
      const { zones, counts } = kept;
      return {
        zones: (read) => remembered(zones, 'zones', read),
        counted: (query, count) => remembered(counts, queryKey(query), count),
      };
    },
  };
}
