import type { Language } from '@nibras/contracts/i18n/languages';
import type { TutorSearchQuery } from '@nibras/contracts/tutors';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { LocalPiece } from './time-filter';

/**
 * The search rule (issue 5): a tutor is listed once the email is confirmed, the profile is
 * complete (bio, education, at least one language) and at least one subject has a price.
 * Prices are required and positive by the table's own check, so a row means a price; the
 * search joins the prices anyway, so it checks that part by its join.
 */
const confirmedWithCompleteProfile = sql`u.user_type = 'Tutor'
  and u.email_confirmed_at is not null
  and length(btrim(p.brief_bio)) > 0
  and length(btrim(p.educational_background)) > 0
  and cardinality(p.languages_spoken) > 0`;
export const listedTutor = sql`${confirmedWithCompleteProfile}
  and exists (select 1 from tutor_subjects lts where lts.tutor_id = u.id)`;

/** Raw SQL rows; PGlite and node-postgres both answer `{ rows }`. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type TutorSearchRow = {
  id: string;
  full_name: string;
  avatar_path: string | null;
  headline: string | null;
  years_of_experience: number;
  languages_spoken: string[];
  price_from: string;
  rating_average: number | null;
  rating_count: number;
  total: number;
};

const intArray = (values: number[]) => `{${values.join(',')}}`;

/** An array literal for a parameter; zone names come from our own table and hold no quotes. */
const textArray = (values: string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

/**
 * Tutors with a weekly rule overlapping one of the asked pieces of their own zone's week: a join
 * on (zone, weekday) and two comparisons, answered by indexes rather than arithmetic per rule.
 */
function availableTutors(pieces: LocalPiece[]): SQL {
  return sql`select distinct wh.tutor_id
    from unnest(${textArray(pieces.map((p) => p.zone))}::text[],
      ${intArray(pieces.map((p) => p.weekday))}::int[],
      ${intArray(pieces.map((p) => p.fromMinute))}::int[],
      ${intArray(pieces.map((p) => p.toMinute))}::int[]) as piece(zone, weekday, from_minute, to_minute)
    join tutor_availability ta on ta.time_zone = piece.zone
    join tutor_weekly_hours wh on wh.tutor_id = ta.tutor_id and wh.weekday = piece.weekday
    where wh.start_minute < piece.to_minute and wh.end_minute > piece.from_minute`;
}

/** The zones tutors keep their hours in: few, so the asked times are moved into each of them. */
export async function tutorTimeZones(db: Database): Promise<string[]> {
  const rows = await selectRows<{ time_zone: string }>(
    db,
    sql`select distinct time_zone from tutor_availability`,
  );
  return rows.map((row) => row.time_zone);
}

const orderings: Record<TutorSearchQuery['sort'], SQL> = {
  // A few good reviews should not outrank many: ratings shrink towards 3.5 by five phantom votes.
  relevance: sql`m.has_hours desc,
    (coalesce(m.rating_sum, 0) + 17.5) / (coalesce(m.rating_count, 0) + 5) desc,
    m.years_of_experience desc`,
  rating: sql`m.rating_average desc nulls last, m.rating_count desc nulls last`,
  price: sql`m.price_from asc`,
  experience: sql`m.years_of_experience desc`,
};

/**
 * One page of listed tutors matching the filters, with the total across all pages. The tutors
 * passing the plain filters come first; prices, ratings and hours are then aggregated for those
 * tutors only, in one pass each rather than tutor by tutor (scripts/bench-search.ts).
 */
export function searchTutorsQuery(query: TutorSearchQuery, pieces: LocalPiece[] | undefined): SQL {
  const filters: SQL[] = [confirmedWithCompleteProfile];
  if (query.grade) {
    filters.push(sql`(p.grade_id = ${query.grade} or exists (
      select 1 from tutor_grades tg where tg.tutor_id = u.id and tg.grade_id = ${query.grade}))`);
  }
  if (query.system) {
    filters.push(sql`(p.education_system_id = ${query.system} or exists (
      select 1 from tutor_grades tg
      join grades g on g.id = tg.grade_id
      join education_levels l on l.id = g.level_id
      where tg.tutor_id = u.id and l.system_id = ${query.system}))`);
  }
  if (query.language) filters.push(sql`${query.language} = any(p.languages_spoken)`);
  if (query.subject) {
    filters.push(
      sql`u.id in (select tutor_id from tutor_subjects where subject_id = ${query.subject})`,
    );
  }
  if (pieces) {
    filters.push(pieces.length ? sql`u.id in (${availableTutors(pieces)})` : sql`false`);
  }
  const aggregated: SQL[] = [sql`true`];
  if (query.minPrice !== undefined) aggregated.push(sql`pr.price_from >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) aggregated.push(sql`pr.price_from <= ${query.maxPrice}`);
  if (query.minRating !== undefined) aggregated.push(sql`r.rating_average >= ${query.minRating}`);

  // The searched subject's price when there is one, else the tutor's lowest; no row, no listing.
  const subjectOnly = query.subject ? sql`and subject_id = ${query.subject}` : sql``;
  // Only relevance orders by "has hours"; other orders skip that aggregate.
  const hours =
    query.sort === 'relevance'
      ? sql`select distinct tutor_id from tutor_weekly_hours where tutor_id in (select id from base)`
      : sql`select null::uuid as tutor_id where false`;

  return sql`
    with base as (
      select u.id, u.full_name, u.avatar_path, p.headline, p.years_of_experience,
        p.languages_spoken
      from users u
      join tutor_profiles p on p.user_id = u.id
      where ${sql.join(filters, sql` and `)}
    ),
    prices as (
      select tutor_id, min(online_price) as price_from from tutor_subjects
      where tutor_id in (select id from base) ${subjectOnly}
      group by tutor_id
    ),
    ratings as (
      select tutor_id, sum(rating)::float8 as rating_sum, count(*)::int as rating_count,
        round(avg(rating), 1)::float8 as rating_average
      from tutor_reviews where tutor_id in (select id from base)
      group by tutor_id
    ),
    with_hours as (${hours}),
    matching as (
      select b.*, pr.price_from, h.tutor_id is not null as has_hours,
        r.rating_sum, r.rating_count, r.rating_average
      from base b
      join prices pr on pr.tutor_id = b.id
      left join ratings r on r.tutor_id = b.id
      left join with_hours h on h.tutor_id = b.id
      where ${sql.join(aggregated, sql` and `)}
    )
    select m.id, m.full_name, m.avatar_path, m.headline, m.years_of_experience,
      m.languages_spoken, m.price_from::text as price_from, m.rating_average,
      coalesce(m.rating_count, 0) as rating_count, count(*) over ()::int as total
    from matching m
    order by ${orderings[query.sort]}, m.id
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
  `;
}

export function searchTutors(
  db: Database,
  query: TutorSearchQuery,
  pieces: LocalPiece[] | undefined,
): Promise<TutorSearchRow[]> {
  return selectRows<TutorSearchRow>(db, searchTutorsQuery(query, pieces));
}

export type SubjectTagRow = { tutor_id: string; id: number; name: string; icon: string };

/** The subjects on each card of a page, in the catalog's order. */
export async function subjectTagsOf(
  db: Database,
  tutorIds: string[],
  language: Language,
): Promise<SubjectTagRow[]> {
  if (tutorIds.length === 0) return [];
  const name = language === 'ar' ? sql`s.name_ar` : sql`s.name_en`;
  return selectRows<SubjectTagRow>(
    db,
    sql`
    select ts.tutor_id, s.id, ${name} as name, s.icon
    from tutor_subjects ts join subjects s on s.id = ts.subject_id
    where ts.tutor_id in (${sql.join(
      tutorIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by s.sort_order, s.id`,
  );
}
