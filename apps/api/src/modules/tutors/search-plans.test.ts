import { tutorSearchQuerySchema, type TutorSearchQuery } from '@nibras/contracts/tutors';
import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBenchTutors } from '../../../scripts/bench/lib/seed-tutors';
import { buildTestApp } from '../../test/build-test-app';
import { requestedPieces } from './time-filter';
import { planTutorSearch } from './tutor-search.plan';
import { selectRows } from '../../db/reads';
import { tutorTimeZones, tutorTimeZonesQuery } from './tutor-search.repo';
import { findListedTutorQuery } from './tutors.repo';

/** The tables that grow with the tutors: reading one of them whole is what this test forbids. */
const bigTables = new Set([
  'tutor_search',
  'users',
  'tutor_profiles',
  'tutor_subjects',
  'tutor_grades',
  'tutor_reviews',
  'tutor_availability',
  'tutor_weekly_hours',
  'tutor_in_person',
  'tutor_in_person_areas',
  'bookings',
]);

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

/**
 * More rows than a search may read from one big table: the count stops at the cap (10,000
 * and one), so a read of more is a read of the table, even through an index (a hash join
 * that probes every listed row by the relevance index, issue 36).
 */
const rowsReadLimit = 15_000;

/** The big tables a plan reads more than `rowsReadLimit` rows of, in one node (EXPLAIN ANALYZE). */
export function wholeReadsOf(node: PlanNode): string[] {
  const table = node['Relation Name'] ?? '';
  const read = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
  const own = bigTables.has(table) && read > rowsReadLimit ? [`${table} (${read} rows)`] : [];
  return [...own, ...(node.Plans ?? []).flatMap(wholeReadsOf)];
}

/** The big tables a plan reads with a sequential scan. */
export function sequentialScansOf(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && bigTables.has(node['Relation Name'] ?? '')
      ? [node['Relation Name'] as string]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScansOf)];
}

/** Whether a plan reads tutor_search below this node without a Limit on the way. */
const readsSearchTableUnlimited = (node: PlanNode): boolean =>
  node['Node Type'] !== 'Limit' &&
  (node['Relation Name'] === 'tutor_search' || (node.Plans ?? []).some(readsSearchTableUnlimited));

/**
 * The sorts a plan makes of tutor_search's rows: a Sort (or Incremental Sort) with a read of
 * the table below it, which sorts every match before the page is cut (a search that matches
 * 10,000 tutors sorts 10,000 rows). Two sorts are allowed: the page's own, over the rows a
 * Limit has already cut (a Limit between the sort and the table), and the sort of a search
 * with few matches, gathered first in a materialized CTE (never more than `fewMatches` rows),
 * whose sort reads the CTE, not the table.
 */
export function sortsOfSearchTable(node: PlanNode): string[] {
  const own =
    (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') &&
    (node.Plans ?? []).some(readsSearchTableUnlimited)
      ? [node['Node Type']]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(sortsOfSearchTable)];
}

/** What this test forbids in a plan: reading a big table whole, or sorting the search's rows. */
const faultsOf = (node: PlanNode) => [
  ...sequentialScansOf(node).map((table) => `Seq Scan on ${table}`),
  ...sortsOfSearchTable(node).map((sort) => `${sort} over tutor_search`),
  ...wholeReadsOf(node).map((read) => `read of ${read}`),
];

/**
 * Every search filter and sort, as the API runs it, planned and run over 100,000 tutors: no
 * plan may read a big table from end to end. Runs on a PostgreSQL server only (CI's second API
 * run, TEST_DATABASE_URL): seeding 100,000 tutors into PGlite takes minutes, and PGlite plans
 * with the same planner, so the server's plans stand for both.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('search query plans at 100,000 tutors', () => {
  let app: FastifyInstance;
  let ids = { subject: 0, system: 0, grade: 0, city: 0, district: 0 };
  let zones: string[];

  beforeAll(async () => {
    app = await buildTestApp();
    await seedBenchTutors(app.db, { from: 0, to: 100_000 });
    await app.db.execute(sql`vacuum analyze`);
    const [picked] = await selectRows<typeof ids>(
      app.db,
      sql`select (select id from subjects where slug = 'math') as subject,
        g.id as grade, l.system_id as system,
        (select id from areas where slug = 'sa-riyadh') as city,
        (select id from areas where slug = 'sa-riyadh-olaya') as district
      from grades g join education_levels l on l.id = g.level_id order by g.id limit 1`,
    );
    if (picked) ids = picked;
    zones = await tutorTimeZones(app.db);
  }, 600_000);
  afterAll(() => app?.close());

  const planOf = async (query: SQL) => {
    const [row] = await selectRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      app.db,
      sql`explain (analyze, format json) ${query}`,
    );
    return row?.['QUERY PLAN'][0].Plan as PlanNode;
  };

  /** The queries a search runs, as the service runs them: its count, its page, the next page. */
  async function searchQueries(params: Record<string, string>) {
    const query: TutorSearchQuery = tutorSearchQuerySchema.parse(params);
    const pieces = requestedPieces(query.days, query.times, query.tz ?? 'UTC', zones, Date.now());
    const run = await planTutorSearch(app.db, query, pieces, 'en');
    const first = await selectRows<Record<string, string | number | boolean>>(
      app.db,
      run.pageQuery(query),
    );
    const last = first.at(-1);
    const keys = last ? [0, 1, 2, 3].flatMap((index) => last[`k${index}`] ?? []) : [];
    const next = { ...query, position: { direction: 'after' as const, keys } };
    return {
      queries: {
        ...(run.countQuery ? { count: run.countQuery } : {}),
        page: run.pageQuery(query),
        ...(keys.length ? { next: run.pageQuery(next) } : {}),
      },
      counted: run.counted,
    };
  }

  const searches: [string, () => Record<string, string>][] = [
    ['all, by relevance', () => ({})],
    ['all, by rating', () => ({ sort: 'rating' })],
    ['all, by price', () => ({ sort: 'price' })],
    ['all, by experience', () => ({ sort: 'experience' })],
    ['subject', () => ({ subject: String(ids.subject) })],
    ['subject, by price', () => ({ subject: String(ids.subject), sort: 'price' })],
    [
      'subject, price 20–40',
      () => ({ subject: String(ids.subject), minPrice: '20', maxPrice: '40' }),
    ],
    ['system', () => ({ system: String(ids.system) })],
    ['grade', () => ({ grade: String(ids.grade) })],
    ['language', () => ({ language: 'fr' })],
    // No seeded tutor teaches in German: walking an order's index would pass every tutor.
    ['a language no one teaches in', () => ({ language: 'de' })],
    ['price 20–40', () => ({ minPrice: '20', maxPrice: '40' })],
    ['price 20–40, by rating', () => ({ minPrice: '20', maxPrice: '40', sort: 'rating' })],
    ['rating ≥ 4', () => ({ minRating: '4' })],
    ['rating ≥ 5, by price', () => ({ minRating: '5', sort: 'price' })],
    ['Fri+Sat evenings', () => ({ days: '5,6', times: 'evening', tz: 'Asia/Riyadh' })],
    [
      'Fri+Sat evenings, by price',
      () => ({ days: '5,6', times: 'evening', tz: 'Asia/Riyadh', sort: 'price' }),
    ],
    [
      'Fri+Sat evenings, by rating',
      () => ({ days: '5,6', times: 'evening', tz: 'Asia/Riyadh', sort: 'rating' }),
    ],
    // Issue 36's worst case: a subject with weekday evening hours, sorted by price.
    [
      'subject, weekday evenings, by price',
      () => ({
        subject: String(ids.subject),
        days: '0,1,2,3,4',
        times: 'evening',
        tz: 'Asia/Riyadh',
        sort: 'price',
      }),
    ],
    [
      'subject, Sun mornings, by price',
      () => ({
        subject: String(ids.subject),
        days: '0',
        times: 'morning',
        tz: 'Europe/London',
        sort: 'price',
      }),
    ],
    ['subject, by rating', () => ({ subject: String(ids.subject), sort: 'rating' })],
    ['grade, by price', () => ({ grade: String(ids.grade), sort: 'price' })],
    ['language, by experience', () => ({ language: 'fr', sort: 'experience' })],
    ['in person, by price', () => ({ mode: 'in-person', sort: 'price' })],
    ['Sun mornings, by experience', () => ({ days: '0', times: 'morning', sort: 'experience' })],
    ['in person', () => ({ mode: 'in-person' })],
    ['in person, a city', () => ({ mode: 'in-person', area: String(ids.city) })],
    ['in person, a district, by rating', () => ({ area: String(ids.district), sort: 'rating' })],
    [
      'in person, a district, subject, by price',
      () => ({
        mode: 'in-person',
        area: String(ids.district),
        subject: String(ids.subject),
        sort: 'price',
      }),
    ],
    [
      'system, grade, language, rating ≥ 4',
      () => ({
        system: String(ids.system),
        grade: String(ids.grade),
        language: 'en',
        minRating: '4',
      }),
    ],
  ];

  it.each(searches)('%s reads no big table whole and sorts no search rows', async (_n, params) => {
    const { queries } = await searchQueries(params());
    for (const [part, query] of Object.entries(queries)) {
      expect(faultsOf(await planOf(query)), part).toEqual([]);
    }
  });

  it('says "10,000+" without counting a search that matches far more', async () => {
    const { queries, counted } = await searchQueries({});
    expect(counted).toBe(10_001);
    expect(queries).not.toHaveProperty('count');
    const all = await app.inject({ url: '/api/v1/tutors?language=fr' });
    expect(all.json().data).toMatchObject({ total: 10_000, totalCapped: true });
  });

  it('finds the zones of the tutors, and a public profile, through indexes', async () => {
    expect(zones.length).toBeGreaterThan(0);
    expect(sequentialScansOf(await planOf(tutorTimeZonesQuery))).toEqual([]);
    const [tutor] = await selectRows<{ tutor_id: string }>(
      app.db,
      sql`select tutor_id from tutor_search where listed limit 1`,
    );
    expect(sequentialScansOf(await planOf(findListedTutorQuery(tutor?.tutor_id ?? '')))).toEqual(
      [],
    );
  });

  it('finds in-person tutors by area as the settings say', async () => {
    const [shares] = await selectRows<{ in_person: number; in_city: number; in_district: number }>(
      app.db,
      sql`select count(*) filter (where teaches_in_person)::int as in_person,
        count(*) filter (where in_person_area_ids && array[${ids.city}::int])::int as in_city,
        count(*) filter (where in_person_area_ids && array[${ids.district}::int])::int as in_district
      from tutor_search where listed`,
    );
    // Three in ten teach in person, over sixteen cities; a district finds fewer than its city.
    expect(shares?.in_person).toBeGreaterThan(25_000);
    expect(shares?.in_city).toBeGreaterThan(1_000);
    expect(shares?.in_district).toBeGreaterThan(0);
    expect(shares?.in_district).toBeLessThan(shares?.in_city ?? 0);
  });

  it('catches a missing index', async () => {
    const { queries } = await searchQueries({ grade: String(ids.grade) });
    expect(queries.count).toBeDefined();
    // Dropped inside a transaction that is rolled back: the index is back for the other tests.
    let scans: string[] = [];
    const dropped = app.db.transaction(async (tx) => {
      await tx.execute(sql`drop index tutor_search_grades`);
      const [row] = (
        (await tx.execute(sql`explain (analyze, format json) ${queries.count}`)) as unknown as {
          rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
        }
      ).rows;
      scans = sequentialScansOf(row?.['QUERY PLAN'][0].Plan as PlanNode);
      tx.rollback();
    });
    await expect(dropped).rejects.toBeInstanceOf(TransactionRollbackError);
    expect(scans).toEqual(['tutor_search']);
  });

  it('catches a read of every row through an index', async () => {
    // Every listed row in the relevance index's order: an index scan, and no Seq Scan.
    const plan = await planOf(
      sql`select tutor_id from tutor_search s where s.listed and s.has_hours
        order by s.has_hours desc, s.relevance_rating desc, s.years_of_experience desc`,
    );
    expect(sequentialScansOf(plan)).toEqual([]);
    expect(wholeReadsOf(plan)).toEqual([expect.stringMatching(/^tutor_search \(\d+ rows\)$/)]);
  });

  it('catches a sort over the search rows', async () => {
    // Without the price order's index, a page of every tutor by price sorts them all.
    const { queries } = await searchQueries({ sort: 'price' });
    let faults: string[] = [];
    const dropped = app.db.transaction(async (tx) => {
      await tx.execute(sql`drop index tutor_search_price`);
      const [row] = (
        (await tx.execute(sql`explain (format json) ${queries.page}`)) as unknown as {
          rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
        }
      ).rows;
      faults = sortsOfSearchTable(row?.['QUERY PLAN'][0].Plan as PlanNode);
      tx.rollback();
    });
    await expect(dropped).rejects.toBeInstanceOf(TransactionRollbackError);
    expect(faults.length).toBeGreaterThan(0);
  });
});
