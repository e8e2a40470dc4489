/**
 * Many listed tutors for benchmarks and the query-plan test, written in SQL with generate_series
 * so that 100,000 take seconds, not minutes. The data is shaped like real use: one to three
 * subjects at 10–69 USD, one to three teaching languages, 0–29 years of experience, hours in one
 * of five zones on three to six weekdays (two ranges a day), and zero to eight reviews, each of a
 * completed booking with one of 300 students; three in ten teach in person too, in one city's
 * districts or all of it (issue 32). Every choice is a hash of the tutor's number, so
 * two runs seed the same data. Tutors are numbered: `from` to `to` adds tutors `from + 1` to `to`,
 * so a benchmark grows one database from 1,000 to 100,000 tutors instead of seeding each size.
 */
import { sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../../src/db/client';

const zones = ['Asia/Riyadh', 'Africa/Cairo', 'Asia/Dubai', 'Europe/London', 'America/New_York'];
const languagePool = ['{ar}', '{ar,en}', '{en}', '{en,fr}', '{ar,en,fr}'];
const authorCount = 300;
/** Reviewed bookings took place in the year before this instant. */
const pastStart = '2025-01-01T10:00:00Z';

/**
 * A number in [0, 1) from a tutor number and a salt: the same inputs always give the same
 * number. hashint8 is PostgreSQL's own integer hash, in every build including PGlite.
 */
const chance = (index: string, salt: number) =>
  sql.raw(`((hashint8(${index}::int8 * 1000 + ${salt})::int8 + 2147483648) / 4294967296.0)`);
export type SeedRange = { from: number; to: number };

/** The students who write the reviews; made once per database. */
async function seedAuthors(db: DbExecutor) {
  await db.execute(sql`
    insert into users (email, full_name, phone_number, user_type, password_hash, email_confirmed_at)
    select 'bench-student-' || i || '@bench.test', 'Student ' || i, '+966500000000', 'Student',
      'bench', now()
    from generate_series(1, ${authorCount}) i
    on conflict do nothing`);
}

/**
 * Adds tutors `from + 1` to `to`; the catalog must be seeded. In one transaction with the
 * session's triggers off (`session_replication_role = replica`): the search triggers would
 * otherwise recompute the new tutors' search rows after each statement, and the foreign keys
 * hold by construction. The rows are computed once at the end, by the function the triggers
 * call, so they are what the app would have made.
 */
export async function seedBenchTutors(db: Database, range: SeedRange): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await seedTutorRows(tx, range);
    await tx.execute(sql`select tutor_search_refresh(array(
      select u.id from users u where u.email like 'bench-tutor-%@bench.test'
        and substring(u.email from 'bench-tutor-(\\d+)@')::int between ${range.from + 1} and ${range.to}))`);
  });
}

async function seedTutorRows(db: DbExecutor, { from, to }: SeedRange): Promise<void> {
  await seedAuthors(db);
  const range = sql`generate_series(${from + 1}::int, ${to}::int) i`;
  const email = sql`'bench-tutor-' || i || '@bench.test'`;
  // Every later statement finds its tutors by their numbered email.
  const tutors = sql`(select u.id, substring(u.email from 'bench-tutor-(\\d+)@')::int as i
    from users u where u.email like 'bench-tutor-%@bench.test'
      and substring(u.email from 'bench-tutor-(\\d+)@')::int between ${from + 1} and ${to}) t`;

  await db.execute(sql`
    insert into users (email, full_name, phone_number, user_type, password_hash, email_confirmed_at)
    select ${email}, 'Tutor ' || i, '+966500000000', 'Tutor', 'bench', now() from ${range}`);

  await db.execute(sql`
    with catalog as (select array_agg(id order by id) as subject_ids from subjects)
    insert into tutor_subjects (tutor_id, subject_id, online_price, offline_price)
    select distinct on (t.id, subject_id) t.id, subject_id, price, price
    from ${tutors}, catalog c,
      generate_series(1, 1 + floor(${chance('t.i', 4)} * 3)::int) k,
      lateral (select c.subject_ids[1 + floor(${chance('t.i * 10 + k', 5)} * cardinality(c.subject_ids))::int]
        as subject_id, 10 + floor(${chance('t.i * 10 + k', 6)} * 60) as price) p
    order by t.id, subject_id, k`);

  await db.execute(sql`
    insert into tutor_availability (tutor_id, time_zone, minimum_notice_minutes, booking_horizon_days)
    select t.id, (${`{${zones.join(',')}}`}::text[])[1 + floor(${chance('t.i', 7)} * ${zones.length})::int],
      720, 60
    from ${tutors}`);

  await db.execute(sql`
    insert into tutor_weekly_hours (tutor_id, weekday, start_minute, end_minute)
    select d.id, d.weekday, r.start_minute, r.end_minute
    from (
      select distinct t.id, t.i, floor(${chance('t.i * 10 + k', 8)} * 7)::int as weekday,
        (8 + floor(${chance('t.i', 9)} * 8)::int) * 60 as first_start
      from ${tutors}, generate_series(1, 3 + floor(${chance('t.i', 10)} * 4)::int) k
    ) d,
    lateral (values (d.first_start, d.first_start + 120), (d.first_start + 180, d.first_start + 300))
      as r(start_minute, end_minute)`);

  // Each review belongs to a completed booking of its author (a student) with the tutor.
  await db.execute(sql`
    with authors as (
      select array_agg(id order by email) as ids from users
      where email like 'bench-student-%@bench.test'
    ),
    planned as materialized (
      select gen_random_uuid() as booking_id, t.id as tutor_id,
        a.ids[1 + (floor(${chance('t.i', 11)} * ${authorCount})::int + k) % ${authorCount}] as author_id,
        1 + floor(${chance('t.i * 10 + k', 12)} * 5)::int as rating,
        ${pastStart}::timestamptz - floor(${chance('t.i * 10 + k', 13)} * 365) * interval '1 day'
          as start_at
      from ${tutors}, authors a, generate_series(1, floor(${chance('t.i', 14)} * 9)::int) k
    ),
    sessions as (
      insert into bookings (id, tutor_id, student_id, booked_by_id, subject_id, start_at, end_at,
        status, price_amount, currency, room_name, created_at, updated_at)
      select p.booking_id, p.tutor_id, p.author_id, p.author_id,
        (select min(id) from subjects), p.start_at, p.start_at + interval '1 hour', 'completed',
        20, 'USD', 'bench-' || p.booking_id, p.start_at, p.start_at
      from planned p
    )
    insert into tutor_reviews (tutor_id, author_id, booking_id, rating, comment)
    select tutor_id, author_id, booking_id, rating, 'Bench review' from planned`);
  // Bench tutors are reviewed ones: only an approved tutor is listed (decision 0026).
  await db.execute(sql`
    insert into tutor_applications (tutor_id, status, submitted_at, decided_at, updated_at)
    select t.id, 'approved', now(), now(), now() from ${tutors}`);
  // Three tutors in ten teach in person (issue 32), in one city each: at families' homes in
  // the whole city (one in five of them) or in one to three of its districts, and three in
  // ten of them at their own place in one of its districts too. Both statements draw the same
  // choices from the tutor's number, so neither joins the other's rows.
  const placed = sql`(
    select g.id, g.i, g.city_id,
      (select array_agg(d.id order by d.sort_order, d.id) from areas d where d.parent_id = g.city_id)
        as district_ids
    from (
      select t.id, t.i, c.ids[1 + floor(${chance('t.i', 16)} * cardinality(c.ids))::int] as city_id
      from ${tutors},
        (select array_agg(id order by sort_order, id) as ids from areas where parent_id is null) c
      where ${chance('t.i', 15)} < 0.3
    ) g
  ) p`;
  await db.execute(sql`
    insert into tutor_in_person (tutor_id, at_family_home, at_own_place, own_place_area_id,
      own_place_street, own_place_building, travel_buffer_minutes)
    select p.id, true, ${chance('p.i', 17)} < 0.3,
      case when ${chance('p.i', 17)} < 0.3
        then p.district_ids[1 + floor(${chance('p.i', 18)} * cardinality(p.district_ids))::int] end,
      'Bench street', 'Bench building', 15 * floor(${chance('p.i', 19)} * 5)::int
    from ${placed}`);
  await db.execute(sql`
    insert into tutor_in_person_areas (tutor_id, area_id)
    select distinct p.id, case when ${chance('p.i', 20)} < 0.2 then p.city_id
      else p.district_ids[1 + floor(${chance('p.i * 10 + k', 21)} * cardinality(p.district_ids))::int] end
    from ${placed}, generate_series(1, 1 + floor(${chance('p.i', 22)} * 3)::int) k`);
  // The profile comes last: a tutor's search row is made with it, from everything above at once.
  await db.execute(sql`
    with catalog as (
      select array_agg(g.id order by g.id) as grade_ids,
        array_agg(g.level_id order by g.id) as level_ids,
        array_agg(l.system_id order by g.id) as system_ids
      from grades g join education_levels l on l.id = g.level_id
    ),
    chosen as (
      select t.id, t.i, 1 + floor(${chance('t.i', 1)} * cardinality(c.grade_ids))::int as g
      from ${tutors}, catalog c
    )
    insert into tutor_profiles (user_id, educational_background, years_of_experience, hourly_rate,
      brief_bio, headline, languages_spoken, education_system_id, education_level_id, grade_id)
    select ch.id, 'BSc', floor(${chance('ch.i', 2)} * 30)::int, 20, 'Bench tutor.',
      'Bench headline',
      (${`{${languagePool.map((set) => `"${set}"`).join(',')}}`}::text[])[
        1 + floor(${chance('ch.i', 3)} * ${languagePool.length})::int]::text[],
      c.system_ids[ch.g], c.level_ids[ch.g], c.grade_ids[ch.g]
    from chosen ch, catalog c`);
}
