import type { Language } from '@nibras/contracts/i18n/languages';
import { isRamadanDate, ramadanShiftChoices } from '@nibras/contracts/region-calendar';
import { tutorCountCap, type TutorSearchQuery } from '@nibras/contracts/tutors';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/reads';
import type { LocalPiece } from './time-filter';

/**
 * Search reads tutor_search, one row per tutor kept in step with the tables it comes from by
 * triggers (decision 0013), through an index for each filter and sort: no query aggregates
 * prices, reviews or hours, and none reads every tutor (search-plans.test.ts checks the plans).
 */

/**
 * The zones tutors keep their hours in: few, so the asked times are moved into each of them.
 * Read by hopping from one zone to the next through their index, not by reading every tutor.
 */
export async function tutorTimeZones(db: Database): Promise<string[]> {
  const rows = await selectRows<{ time_zone: string }>(db, tutorTimeZonesQuery);
  return rows.map((row) => row.time_zone);
}

export const tutorTimeZonesQuery = sql`with recursive zones(time_zone) as (
      (select time_zone from tutor_search
        where listed and time_zone is not null order by time_zone limit 1)
      union all
      select (select s.time_zone from tutor_search s
          where s.listed and s.time_zone > zones.time_zone order by s.time_zone limit 1)
      from zones where zones.time_zone is not null
    )
    select time_zone from zones where time_zone is not null`;

/**
 * tutor_search's version: it moves with every statement that writes the table (migration 0016).
 * Before the first change the sequence says 1 and not yet called; after it, 1 and called.
 */
export async function tutorSearchVersion(db: Database): Promise<bigint> {
  const [row] = await selectRows<{ version: string }>(
    db,
    sql`select (case when is_called then last_value else 0 end)::text as version
      from tutor_search_version`,
  );
  return BigInt(row?.version ?? 0);
}

const minutesPerDay = 24 * 60;

const multirange = (pieces: readonly LocalPiece[]) =>
  `{${pieces.map((p) => `[${p.weekday * minutesPerDay + p.fromMinute},${p.weekday * minutesPerDay + p.toMinute})`).join(',')}}`;

/**
 * Tutors with weekly hours overlapping an asked piece of their own zone's week: per zone, one
 * overlap test of the week's minutes, answered by the (zone, minutes) GiST index.
 *
 * A piece is taken on a date (the coming occurrence of its day), so a tutor with a Ramadan
 * timetable (issue 34) is tested against it on the pieces whose date is in their Ramadan, and
 * against their usual hours on the others, exactly as their free times would say for that
 * date. Ramadan's dates depend on the tutor's shift (−1, 0, +1), so each shift has its own
 * split of the pieces; tutors without a Ramadan timetable keep the one usual test. Each arm of
 * the test overlaps one indexed column: (zone, weekly minutes) or (zone, Ramadan minutes).
 */
function availableIn(pieces: readonly LocalPiece[]): SQL {
  const piecesByZone = new Map<string, LocalPiece[]>();
  for (const piece of pieces) {
    piecesByZone.set(piece.zone, [...(piecesByZone.get(piece.zone) ?? []), piece]);
  }
  if (piecesByZone.size === 0) return sql`false`;
  // The few dates asked, looked up once: the zones share them, and most weeks have no Ramadan.
  const ramadanDates = new Set(
    [...new Set(pieces.map((piece) => piece.date))].filter((date) =>
      ramadanShiftChoices.some((shift) => isRamadanDate(date, shift)),
    ),
  );
  const tests = [...piecesByZone].map(([zone, zonePieces]) => {
    const usual = sql`s.weekly_minutes && ${multirange(zonePieces)}::int4multirange`;
    if (!zonePieces.some((piece) => ramadanDates.has(piece.date))) {
      return sql`(s.time_zone = ${zone} and ${usual})`;
    }
    const byShift = ramadanShiftChoices.map((shift) => {
      const inRamadan = zonePieces.filter((piece) => isRamadanDate(piece.date, shift));
      const outside = zonePieces.filter((piece) => !isRamadanDate(piece.date, shift));
      return sql`(s.ramadan_shift_days = ${shift} and (s.weekly_minutes && ${multirange(outside)}::int4multirange or s.ramadan_minutes && ${multirange(inRamadan)}::int4multirange))`;
    });
    return sql`(s.time_zone = ${zone} and ((s.ramadan_minutes is null and ${usual}) or (s.ramadan_minutes is not null and (${sql.join(byShift, sql` or `)}))))`;
  });
  return sql`(${sql.join(tests, sql` or `)})`;
}

type SortPlan = {
  /** The columns of the order, each with the type its cursor key is read back as. */
  columns: { column: SQL; key: SQL; type: SQL }[];
  descending: boolean;
};

/**
 * The searched subject's own price matters when it is filtered on, or sorted on (`sorted`:
 * for a page, not a count): then that subject's row of tutor_subjects (ts) is joined, and its
 * (subject, price, tutor) index serves. Otherwise a subject is a filter on tutor_search's
 * subjects, and a card's price is the lowest.
 */
const bySubjectPrice = (query: TutorSearchQuery, sorted = true) =>
  query.subject !== undefined &&
  ((sorted && query.sort === 'price') ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined);

/**
 * Each order with the tutor's id last, all one way, so that "after these keys" is one row
 * comparison that the sort's index answers.
 */
function sortPlan(query: TutorSearchQuery): SortPlan {
  const id = (table: 's' | 'ts') => ({
    column: sql.raw(`${table}.tutor_id`),
    key: sql.raw(`${table}.tutor_id::text`),
    type: sql`uuid`,
  });
  const years = {
    column: sql`s.years_of_experience`,
    key: sql`s.years_of_experience`,
    type: sql`int`,
  };
  switch (query.sort) {
    case 'relevance':
      // A few good reviews should not outrank many (relevance_rating); has_hours, always true
      // here, leads so that the order is its index's.
      return {
        descending: true,
        columns: [
          { column: sql`s.has_hours`, key: sql`s.has_hours`, type: sql`boolean` },
          { column: sql`s.relevance_rating`, key: sql`s.relevance_rating`, type: sql`float8` },
          years,
          id('s'),
        ],
      };
    case 'rating':
      return {
        descending: true,
        columns: [
          { column: sql`s.rating_average`, key: sql`s.rating_average::text`, type: sql`numeric` },
          { column: sql`s.rating_count`, key: sql`s.rating_count`, type: sql`int` },
          id('s'),
        ],
      };
    case 'price': {
      const table = bySubjectPrice(query) ? 'ts' : 's';
      const price = sql.raw(table === 'ts' ? 'ts.online_price' : 's.price_from');
      return {
        descending: false,
        columns: [{ column: price, key: sql`${price}::text`, type: sql`numeric` }, id(table)],
      };
    }
    case 'experience':
      return { descending: true, columns: [years, id('s')] };
  }
}

/**
 * The tutors of the search without its order: the listed rows with weekly hours (a tutor
 * without any has no time to book: only their profile says so), the subject and the filters.
 */
function matching(
  query: TutorSearchQuery,
  pieces: readonly LocalPiece[] | undefined,
  sorted = true,
): SQL {
  const subjectPrice = bySubjectPrice(query, sorted);
  const price = subjectPrice ? sql`ts.online_price` : sql`s.price_from`;
  const filters: SQL[] = [sql`s.listed`, sql`s.has_hours`];
  // Also with the subject's price joined: the join says the same, but this test lets the
  // subjects' GIN index bound the rows read (without it a count with a price range read every
  // listed row to probe the joined prices: 100,000 at 100,000 tutors; issue 36).
  if (query.subject) filters.push(sql`s.subject_ids @> array[${query.subject}::int]`);
  if (query.grade) filters.push(sql`s.grade_ids @> array[${query.grade}::int]`);
  if (query.system) filters.push(sql`s.system_ids @> array[${query.system}::int]`);
  if (query.language) filters.push(sql`s.languages @> array[${query.language}::text]`);
  if (query.minPrice !== undefined) filters.push(sql`${price} >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) filters.push(sql`${price} <= ${query.maxPrice}`);
  if (query.minRating !== undefined) filters.push(sql`s.rating_average >= ${query.minRating}`);
  // Every tutor teaches online, so `mode=online` filters nobody out; an area is where a lesson
  // in person happens, so it is read only when in person may be meant. in_person_area_ids
  // holds a city for its districts' tutors and the districts of a whole city (migration 0012):
  // one containment test that its GIN index answers, and a tutor found there teaches in person.
  if (query.mode === 'in-person') filters.push(sql`s.teaches_in_person`);
  if (query.area !== undefined && query.mode !== 'online') {
    filters.push(sql`s.in_person_area_ids && array[${query.area}::int]`);
  }
  if (pieces) filters.push(availableIn(pieces));
  const join = subjectPrice
    ? sql`join tutor_subjects ts on ts.tutor_id = s.tutor_id and ts.subject_id = ${query.subject}`
    : sql``;
  return sql`from tutor_search s ${join} where ${sql.join(filters, sql` and `)}`;
}

export type TutorSearchRow = {
  id: string;
  full_name: string;
  avatar_path: string | null;
  address_as: 'feminine' | 'masculine' | null;
  headline: string | null;
  years_of_experience: number;
  languages_spoken: string[];
  price_from: string;
  rating_average: number | null;
  rating_count: number;
  teaches_in_person: boolean;
  /** The subjects on the card, in the catalog's order. */
  subjects: { id: number; name: string; icon: string }[];
  /** The sort keys, k0 to k3 (as many as the order has): what a cursor holds. */
  [key: `k${number}`]: string | number | boolean;
};

/**
 * One page of listed tutors in the asked order, from the asked position, and one more to tell
 * whether another page follows. A page before a position is read backwards (the caller turns it
 * round). The page is cut first; names and photos are joined to its rows only.
 *
 * Many matches are best found by walking the sort's index until the page is full. Few are
 * not: the walk would pass nearly every tutor looking for them. With `fewMatches` the matches
 * are found first, through the filters' indexes, then sorted.
 */
export function searchTutorsQuery(
  query: TutorSearchQuery,
  pieces: readonly LocalPiece[] | undefined,
  options: { fewMatches: boolean; language: Language },
): SQL {
  const plan = sortPlan(query);
  const descending = plan.descending !== (query.position?.direction === 'before');
  const direction = descending ? sql`desc` : sql`asc`;
  const columns = plan.columns.map(({ column }) => column);
  let position = sql``;
  if (query.position) {
    const values = query.position.keys.map(
      (key, index) => sql`${key}::${plan.columns[index]?.type ?? sql`text`}`,
    );
    const comparison = descending ? sql`<` : sql`>`;
    position = sql`and (${sql.join(columns, sql`, `)}) ${comparison} (${sql.join(values, sql`, `)})`;
  }
  // k0…: the keys as a cursor holds them; o0…: as they sort.
  const keys = plan.columns.map(
    ({ column, key }, index) =>
      sql`${key} as ${sql.raw(`k${index}`)}, ${column} as ${sql.raw(`o${index}`)}`,
  );
  const orderWay = (table: string) =>
    sql.raw(
      plan.columns.map((_, index) => `${table}o${index} ${descending ? 'desc' : 'asc'}`).join(', '),
    );
  const selection = sql`select s.tutor_id as id, s.price_from, s.rating_count, s.teaches_in_person,
      case when s.rating_count > 0 then s.rating_average::float8 end as rating_average,
      ${sql.join(keys, sql`, `)}
    ${matching(query, pieces)} ${position}`;
  const limit = query.pageSize + 1;
  const candidates = options.fewMatches
    ? sql`with matches as materialized (${selection})
      select * from matches order by ${orderWay('')} limit ${limit}`
    : sql`${selection} order by ${sql.join(
        columns.map((column) => sql`${column} ${direction}`),
        sql`, `,
      )} limit ${limit}`;
  // The card's price: the searched subject's, else the lowest.
  const price = query.subject
    ? sql`(select ts.online_price from tutor_subjects ts
        where ts.tutor_id = page.id and ts.subject_id = ${query.subject})`
    : sql`page.price_from`;
  // Each card's subjects in the catalog's order, in the same round trip as the page.
  const subjectName = options.language === 'ar' ? sql`sub.name_ar` : sql`sub.name_en`;
  const subjects = sql`coalesce((select json_agg(json_build_object('id', sub.id,
        'name', ${subjectName}, 'icon', sub.icon) order by sub.sort_order, sub.id)
      from tutor_subjects ts join subjects sub on sub.id = ts.subject_id
      where ts.tutor_id = page.id), '[]')`;
  return sql`
    select page.id, ${price}::text as price_from, page.rating_count, page.rating_average,
      page.teaches_in_person,
      ${sql.raw(plan.columns.map((_, index) => `page.k${index}`).join(', '))},
      u.full_name, u.avatar_path, u.address_as::text as address_as, p.headline,
      p.years_of_experience, p.languages_spoken, ${subjects} as subjects
    from (${candidates}) page
    join users u on u.id = page.id
    join tutor_profiles p on p.user_id = page.id
    order by ${orderWay('page.')}`;
}

/** How many tutors match, counted up to one past the cap: enough to say "10,000+". */
export function countTutorsQuery(
  query: TutorSearchQuery,
  pieces: readonly LocalPiece[] | undefined,
): SQL {
  return sql`select count(*)::int as total
    from (select 1 ${matching(query, pieces, false)} limit ${tutorCountCap + 1}) matches`;
}

/** What a count query of countTutorsQuery found. */
export async function countedBy(db: Database, countQuery: SQL): Promise<number> {
  const [row] = await selectRows<{ total: number }>(db, countQuery);
  return row?.total ?? 0;
}

/** The planner's estimate of the matches: from statistics, without reading a row. */
export function estimateTutorsQuery(
  query: TutorSearchQuery,
  pieces: readonly LocalPiece[] | undefined,
) {
  return sql`explain (format json) select 1 ${matching(query, pieces, false)}`;
}
