CREATE TABLE "tutor_search" (
	"tutor_id" uuid PRIMARY KEY NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"subject_ids" integer[] DEFAULT '{}' NOT NULL,
	"grade_ids" integer[] DEFAULT '{}' NOT NULL,
	"system_ids" integer[] DEFAULT '{}' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"price_from" numeric(10, 2),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_average" numeric(2, 1) DEFAULT '0' NOT NULL,
	"relevance_rating" double precision DEFAULT 3.5 NOT NULL,
	"years_of_experience" smallint DEFAULT 0 NOT NULL,
	"has_hours" boolean DEFAULT false NOT NULL,
	"time_zone" text,
	"weekly_minutes" "int4multirange" DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
DROP INDEX "tutor_subjects_subject_price";--> statement-breakpoint
ALTER TABLE "tutor_search" ADD CONSTRAINT "tutor_search_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_search_relevance" ON "tutor_search" USING btree ("has_hours","relevance_rating","years_of_experience","tutor_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "tutor_search_rating" ON "tutor_search" USING btree ("rating_average","rating_count","tutor_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "tutor_search_price" ON "tutor_search" USING btree ("price_from","tutor_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "tutor_search_experience" ON "tutor_search" USING btree ("years_of_experience","tutor_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "tutor_search_subjects" ON "tutor_search" USING gin ("subject_ids") WHERE listed;--> statement-breakpoint
CREATE INDEX "tutor_search_grades" ON "tutor_search" USING gin ("grade_ids") WHERE listed;--> statement-breakpoint
CREATE INDEX "tutor_search_systems" ON "tutor_search" USING gin ("system_ids") WHERE listed;--> statement-breakpoint
CREATE INDEX "tutor_search_languages" ON "tutor_search" USING gin ("languages") WHERE listed;--> statement-breakpoint
CREATE INDEX "tutor_search_hours" ON "tutor_search" USING gist ("time_zone","weekly_minutes") WHERE listed;--> statement-breakpoint
CREATE INDEX "tutor_search_zones" ON "tutor_search" USING btree ("time_zone") WHERE listed;--> statement-breakpoint
CREATE INDEX "tutor_subjects_subject_price" ON "tutor_subjects" USING btree ("subject_id","online_price","tutor_id");--> statement-breakpoint
-- Recomputes the search rows of the given tutors from the tables they are made from (decision
-- 0012). A tutor has a row while they have a profile (without one they are in no search). Each
-- row is locked before it is computed, in id order: two transactions changing one tutor take
-- turns, and the second computes from what the first committed (under READ COMMITTED each
-- statement here sees a fresh snapshot), so no change is lost. The ids are joined as a set
-- (unnest), never tested with = ANY, which over a bulk write's many thousands of tutors would
-- compare each row with every id. The listing rule: a confirmed tutor with a bio, an education,
-- a language and at least one priced subject.
CREATE FUNCTION tutor_search_refresh(tutor_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tutor_search s USING unnest(tutor_ids) AS t(id)
  WHERE s.tutor_id = t.id AND NOT EXISTS (SELECT 1 FROM tutor_profiles p WHERE p.user_id = t.id);
  INSERT INTO tutor_search (tutor_id)
  SELECT p.user_id FROM unnest(tutor_ids) AS t(id) JOIN tutor_profiles p ON p.user_id = t.id
  ORDER BY p.user_id
  ON CONFLICT (tutor_id) DO NOTHING;
  PERFORM 1 FROM tutor_search s JOIN unnest(tutor_ids) AS t(id) ON s.tutor_id = t.id
  ORDER BY s.tutor_id FOR UPDATE OF s;
  UPDATE tutor_search s SET
    listed = c.listed,
    subject_ids = c.subject_ids,
    grade_ids = c.grade_ids,
    system_ids = c.system_ids,
    languages = c.languages,
    price_from = c.price_from,
    rating_count = c.rating_count,
    rating_sum = c.rating_sum,
    rating_average = c.rating_average,
    relevance_rating = (c.rating_sum::float8 + 17.5) / (c.rating_count + 5),
    years_of_experience = c.years_of_experience,
    has_hours = NOT isempty(c.weekly_minutes),
    time_zone = c.time_zone,
    weekly_minutes = c.weekly_minutes
  FROM (
    SELECT u.id,
      coalesce(u.user_type = 'Tutor' AND u.email_confirmed_at IS NOT NULL
        AND length(btrim(p.brief_bio)) > 0 AND length(btrim(p.educational_background)) > 0
        AND cardinality(p.languages_spoken) > 0 AND prices.price_from IS NOT NULL, false) AS listed,
      ARRAY(SELECT grade_id FROM (
          SELECT p.grade_id UNION SELECT tg.grade_id FROM tutor_grades tg WHERE tg.tutor_id = u.id
        ) taught WHERE grade_id IS NOT NULL ORDER BY grade_id) AS grade_ids,
      ARRAY(SELECT system_id FROM (
          SELECT p.education_system_id AS system_id
          UNION SELECT l.system_id FROM tutor_grades tg
            JOIN grades g ON g.id = tg.grade_id
            JOIN education_levels l ON l.id = g.level_id
          WHERE tg.tutor_id = u.id
        ) systems WHERE system_id IS NOT NULL ORDER BY system_id) AS system_ids,
      p.languages_spoken AS languages,
      prices.price_from,
      prices.subject_ids,
      reviews.rating_count,
      reviews.rating_sum,
      coalesce(reviews.rating_average, 0) AS rating_average,
      p.years_of_experience,
      ta.time_zone,
      coalesce(hours.weekly_minutes, '{}') AS weekly_minutes
    FROM unnest(tutor_ids) AS t(id)
    JOIN users u ON u.id = t.id
    JOIN tutor_profiles p ON p.user_id = u.id
    LEFT JOIN tutor_availability ta ON ta.tutor_id = u.id
    CROSS JOIN LATERAL (
      SELECT min(ts.online_price) AS price_from,
        coalesce(array_agg(ts.subject_id ORDER BY ts.subject_id), '{}') AS subject_ids
      FROM tutor_subjects ts WHERE ts.tutor_id = u.id
    ) prices
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS rating_count, coalesce(sum(r.rating), 0)::int AS rating_sum,
        round(avg(r.rating), 1) AS rating_average
      FROM tutor_reviews r WHERE r.tutor_id = u.id
    ) reviews
    CROSS JOIN LATERAL (
      SELECT range_agg(int4range(wh.weekday * 1440 + wh.start_minute, wh.weekday * 1440 + wh.end_minute))
        AS weekly_minutes
      FROM tutor_weekly_hours wh WHERE wh.tutor_id = u.id
    ) hours
  ) c
  WHERE s.tutor_id = c.id;
END $$;
--> statement-breakpoint
-- The statement triggers below hand over the tutors a statement touched (their transition tables,
-- so a bulk write recomputes each tutor once); TG_ARGV[0] names the column that holds the tutor.
CREATE FUNCTION tutor_search_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO touched;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO touched;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT id) FROM (SELECT %1$I AS id FROM new_rows UNION SELECT %1$I FROM old_rows) changed', TG_ARGV[0]) INTO touched;
  END IF;
  IF touched IS NOT NULL THEN
    PERFORM tutor_search_refresh(touched);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A user's row matters only when a tutor's confirmation or role changes (confirming the email,
-- deleting the account); every other update of users passes by.
CREATE FUNCTION tutor_search_follow_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  SELECT array_agg(n.id) INTO touched
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.user_type = 'Tutor' OR o.user_type = 'Tutor')
    AND (n.email_confirmed_at IS DISTINCT FROM o.email_confirmed_at OR n.user_type IS DISTINCT FROM o.user_type);
  IF touched IS NOT NULL THEN
    PERFORM tutor_search_refresh(touched);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tutor_search_users AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_follow_users();
--> statement-breakpoint
DO $$
DECLARE
  source record;
BEGIN
  -- Transition tables allow one event per trigger, hence three triggers per table.
  FOR source IN SELECT * FROM (VALUES
    ('tutor_profiles', 'user_id'), ('tutor_subjects', 'tutor_id'), ('tutor_grades', 'tutor_id'),
    ('tutor_reviews', 'tutor_id'), ('tutor_availability', 'tutor_id'),
    ('tutor_weekly_hours', 'tutor_id')) AS t(name, tutor_column)
  LOOP
    EXECUTE format('CREATE TRIGGER tutor_search_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_follow(%L)', source.name, source.tutor_column);
    EXECUTE format('CREATE TRIGGER tutor_search_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_follow(%L)', source.name, source.tutor_column);
    EXECUTE format('CREATE TRIGGER tutor_search_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_follow(%L)', source.name, source.tutor_column);
  END LOOP;
END $$;
--> statement-breakpoint
-- Rows for the tutors already there.
SELECT tutor_search_refresh(ARRAY(SELECT user_id FROM tutor_profiles));
