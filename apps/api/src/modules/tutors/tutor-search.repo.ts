import type { Language } from '@nibras/contracts/i18n/languages';
import type { TutorSearchQuery } from '@nibras/contracts/tutors';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { WeekWindow } from './week-windows';

/**
 * The search rule (issue 5): a tutor is listed once the email is confirmed, the profile is
 * complete (bio, education, at least one language) and at least one subject has a price.
 * Prices are required and positive by the table's own check, so a row means a price.
 */
export const listedTutor = sql`u.user_type = 'Tutor'
  and u.email_confirmed_at is not null
  and length(btrim(p.brief_bio)) > 0
  and length(btrim(p.educational_background)) > 0
  and cardinality(p.languages_spoken) > 0
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

/**
 * Weekly hours overlapping any of the viewer's windows, on a circular week of UTC minutes. The
 * tutor's rules move to UTC with their zone's offset now, the same way the windows were built.
 */
function availableIn(windows: WeekWindow[]): SQL {
  return sql`exists (
    select 1 from tutor_weekly_hours wh
    join tutor_availability ta on ta.tutor_id = wh.tutor_id
    cross join lateral (select wh.weekday * 1440 + wh.start_minute
      - (extract(epoch from (now() at time zone ta.time_zone) - (now() at time zone 'UTC')) / 60)::int
      as utc_start) rs
    cross join unnest(${intArray(windows.map((w) => w.start))}::int[],
      ${intArray(windows.map((w) => w.length))}::int[]) as w(start, length)
    where wh.tutor_id = u.id
      and (mod(mod(rs.utc_start - w.start, 10080) + 10080, 10080) < w.length
        or mod(mod(w.start - rs.utc_start, 10080) + 10080, 10080) < wh.end_minute - wh.start_minute)
  )`;
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

/** One page of listed tutors matching the filters, with the total across all pages. */
export async function searchTutors(
  db: Database,
  query: TutorSearchQuery,
  windows: WeekWindow[] | undefined,
): Promise<TutorSearchRow[]> {
  const subjectFilter = query.subject ? sql`and ts.subject_id = ${query.subject}` : sql``;
  const filters: SQL[] = [listedTutor];
  if (query.subject) {
    filters.push(
      sql`exists (select 1 from tutor_subjects fs where fs.tutor_id = u.id and fs.subject_id = ${query.subject})`,
    );
  }
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
  if (windows) filters.push(availableIn(windows));

  const outer: SQL[] = [sql`true`];
  if (query.minPrice !== undefined) outer.push(sql`m.price_from >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) outer.push(sql`m.price_from <= ${query.maxPrice}`);
  if (query.minRating !== undefined) outer.push(sql`m.rating_average >= ${query.minRating}`);

  return selectRows<TutorSearchRow>(
    db,
    sql`
    with matching as (
      select u.id, u.full_name, u.avatar_path, p.headline, p.years_of_experience,
        p.languages_spoken,
        (select min(ts.online_price) from tutor_subjects ts
          where ts.tutor_id = u.id ${subjectFilter}) as price_from,
        exists (select 1 from tutor_weekly_hours h where h.tutor_id = u.id) as has_hours,
        r.rating_sum, r.rating_count, r.rating_average
      from users u
      join tutor_profiles p on p.user_id = u.id
      left join lateral (
        select sum(rating)::float8 as rating_sum, count(*)::int as rating_count,
          round(avg(rating), 1)::float8 as rating_average
        from tutor_reviews tr where tr.tutor_id = u.id having count(*) > 0
      ) r on true
      where ${sql.join(filters, sql` and `)}
    )
    select m.id, m.full_name, m.avatar_path, m.headline, m.years_of_experience,
      m.languages_spoken, m.price_from::text as price_from, m.rating_average,
      coalesce(m.rating_count, 0) as rating_count, count(*) over ()::int as total
    from matching m
    where ${sql.join(outer, sql` and `)}
    order by ${orderings[query.sort]}, m.id
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
  `,
  );
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
