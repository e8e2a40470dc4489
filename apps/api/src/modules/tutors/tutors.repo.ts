import type { Language } from '@nibras/contracts/i18n/languages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/reads';

export type ListedTutorRow = {
  id: string;
  full_name: string;
  avatar_path: string | null;
  address_as: 'feminine' | 'masculine' | null;
  headline: string | null;
  brief_bio: string;
  educational_background: string;
  years_of_experience: number;
  languages_spoken: string[];
  hourly_rate: string;
  currency: string;
  time_zone: string | null;
  session_minutes: number | null;
  identity_checked_at: Date | string | null;
  qualifications_checked_at: Date | string | null;
};

export function findListedTutorQuery(id: string) {
  return sql`select u.id, u.full_name, u.avatar_path, u.address_as::text as address_as, p.headline, p.brief_bio,
      p.educational_background, p.years_of_experience, p.languages_spoken,
      p.hourly_rate::text as hourly_rate, p.currency, ta.time_zone, ta.session_minutes,
      app.identity_checked_at, app.qualifications_checked_at
    from tutor_search s
    join users u on u.id = s.tutor_id
    join tutor_profiles p on p.user_id = u.id
    left join tutor_availability ta on ta.tutor_id = u.id
    left join tutor_applications app on app.tutor_id = u.id
    where s.tutor_id = ${id}::uuid and s.listed`;
}

/** A listed tutor (tutor_search.listed), or undefined: unlisted profiles are not public. */
export async function findListedTutor(
  db: Database,
  id: string,
): Promise<ListedTutorRow | undefined> {
  const [row] = await selectRows<ListedTutorRow>(db, findListedTutorQuery(id));
  return row;
}

/** The grade chosen at signup and any added later, each with its system, in catalog order. */
export function taughtGrades(db: Database, tutorId: string, language: Language) {
  const grade = language === 'ar' ? sql`g.name_ar` : sql`g.name_en`;
  const system = language === 'ar' ? sql`s.name_ar` : sql`s.name_en`;
  return selectRows<{ id: number; name: string; system: string }>(
    db,
    sql`select g.id, ${grade} as name, ${system} as system
    from grades g
    join education_levels l on l.id = g.level_id
    join education_systems s on s.id = l.system_id
    where g.id in (
      select grade_id from tutor_profiles where user_id = ${tutorId}::uuid
      union select grade_id from tutor_grades where tutor_id = ${tutorId}::uuid)
    order by s.sort_order, l.sort_order, g.sort_order`,
  );
}

export async function ratingOf(db: Database, tutorId: string) {
  const rows = await selectRows<{ average: number | null; count: number }>(
    db,
    sql`select round(avg(rating), 1)::float8 as average, count(*)::int as count
    from tutor_reviews where tutor_id = ${tutorId}::uuid and hidden_at is null`,
  );
  return rows[0] ?? { average: null, count: 0 };
}

/** The newest reviews, as answers give them; the author is named by first name only. */
export async function latestReviews(db: Database, tutorId: string, limit: number) {
  const rows = await selectRows<{
    id: string;
    author_name: string;
    rating: number;
    comment: string;
    created_at: Date | string;
    hidden: boolean;
  }>(
    db,
    // A deleted author's placeholder name is shown whole, never cut to its first word.
    sql`select r.id,
      case when u.deleted_at is null then split_part(u.full_name, ' ', 1) else u.full_name end
        as author_name, r.rating, r.comment,
      r.created_at, r.hidden_at is not null as hidden
    from tutor_reviews r join users u on u.id = r.author_id
    where r.tutor_id = ${tutorId}::uuid
    order by r.created_at desc, r.id
    limit ${limit}`,
  );
  return rows.map((review) => ({
    id: review.id,
    authorName: review.author_name,
    rating: review.rating,
    // A review an operator removed stays in its place, without its words (decision 0026).
    comment: review.hidden ? '' : review.comment,
    createdAt: new Date(review.created_at).toISOString(),
    removed: review.hidden,
  }));
}
