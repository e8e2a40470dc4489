CREATE TABLE "tutor_ramadan" (
	"tutor_id" uuid PRIMARY KEY NOT NULL,
	"shift_days" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "tutor_ramadan_shift" CHECK ("tutor_ramadan"."shift_days" between -1 and 1)
);
--> statement-breakpoint
CREATE TABLE "tutor_ramadan_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "tutor_ramadan_hours_weekday" CHECK ("tutor_ramadan_hours"."weekday" between 0 and 6),
	CONSTRAINT "tutor_ramadan_hours_range" CHECK ("tutor_ramadan_hours"."start_minute" >= 0 and "tutor_ramadan_hours"."end_minute" <= 1440 and "tutor_ramadan_hours"."start_minute" < "tutor_ramadan_hours"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"feed_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_region" text;--> statement-breakpoint
ALTER TABLE "tutor_search" ADD COLUMN "ramadan_minutes" "int4multirange";--> statement-breakpoint
ALTER TABLE "tutor_search" ADD COLUMN "ramadan_shift_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_ramadan" ADD CONSTRAINT "tutor_ramadan_tutor_id_tutor_availability_tutor_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_availability"("tutor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_ramadan_hours" ADD CONSTRAINT "tutor_ramadan_hours_tutor_id_tutor_ramadan_tutor_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_ramadan"("tutor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_ramadan_hours_tutor" ON "tutor_ramadan_hours" USING btree ("tutor_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tutor_search_ramadan_hours" ON "tutor_search" USING gist ("time_zone","ramadan_minutes") WHERE listed;--> statement-breakpoint
-- Issue 34 (decision 0034): a tutor's Ramadan timetable in the search row, beside the usual
-- weekly hours: ramadan_minutes is null for a tutor who keeps their usual hours in Ramadan, and
-- ramadan_shift_days moves the dates of Ramadan as the tutor's own setting does. The search's
-- day filter reads the Ramadan minutes while the searched day is in the tutor's Ramadan.
CREATE OR REPLACE FUNCTION tutor_search_refresh(tutor_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
    weekly_minutes = c.weekly_minutes,
    teaches_in_person = c.teaches_in_person,
    in_person_area_ids = c.in_person_area_ids,
    ramadan_minutes = c.ramadan_minutes,
    ramadan_shift_days = c.ramadan_shift_days
  FROM (
    SELECT u.id,
      coalesce(u.user_type = 'Tutor' AND u.email_confirmed_at IS NOT NULL AND u.suspended_at IS NULL
        AND EXISTS (SELECT 1 FROM tutor_applications a WHERE a.tutor_id = u.id AND a.status = 'approved')
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
      coalesce(hours.weekly_minutes, '{}') AS weekly_minutes,
      coalesce(in_person.teaches, false) AS teaches_in_person,
      coalesce(in_person.area_ids, '{}') AS in_person_area_ids,
      ramadan.minutes AS ramadan_minutes,
      coalesce(ramadan.shift_days, 0) AS ramadan_shift_days
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
      FROM tutor_reviews r WHERE r.tutor_id = u.id AND r.hidden_at IS NULL
    ) reviews
    CROSS JOIN LATERAL (
      SELECT range_agg(int4range(wh.weekday * 1440 + wh.start_minute, wh.weekday * 1440 + wh.end_minute))
        AS weekly_minutes
      FROM tutor_weekly_hours wh WHERE wh.tutor_id = u.id
    ) hours
    LEFT JOIN LATERAL (
      SELECT
        (ip.at_family_home AND EXISTS (SELECT 1 FROM tutor_in_person_areas ia WHERE ia.tutor_id = u.id))
          OR (ip.at_own_place AND ip.own_place_area_id IS NOT NULL) AS teaches,
        ARRAY(SELECT area_id FROM (
            SELECT a.id AS area_id FROM tutor_in_person_areas ia JOIN areas a ON a.id = ia.area_id
            WHERE ip.at_family_home AND ia.tutor_id = u.id
            UNION SELECT a.parent_id FROM tutor_in_person_areas ia JOIN areas a ON a.id = ia.area_id
            WHERE ip.at_family_home AND ia.tutor_id = u.id
            UNION SELECT d.id FROM tutor_in_person_areas ia JOIN areas d ON d.parent_id = ia.area_id
            WHERE ip.at_family_home AND ia.tutor_id = u.id
            UNION SELECT a.id FROM areas a WHERE ip.at_own_place AND a.id = ip.own_place_area_id
            UNION SELECT a.parent_id FROM areas a WHERE ip.at_own_place AND a.id = ip.own_place_area_id
          ) reached WHERE area_id IS NOT NULL ORDER BY area_id) AS area_ids
      FROM tutor_in_person ip WHERE ip.tutor_id = u.id
    ) in_person ON true
    LEFT JOIN LATERAL (
      SELECT r.shift_days, coalesce((
          SELECT range_agg(int4range(rh.weekday * 1440 + rh.start_minute, rh.weekday * 1440 + rh.end_minute))
          FROM tutor_ramadan_hours rh WHERE rh.tutor_id = u.id
        ), '{}') AS minutes
      FROM tutor_ramadan r WHERE r.tutor_id = u.id
    ) ramadan ON true
  ) c
  WHERE s.tutor_id = c.id;
END $$;--> statement-breakpoint
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['tutor_ramadan', 'tutor_ramadan_hours'] LOOP
    EXECUTE format('CREATE TRIGGER tutor_search_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_follow(%L)', source, 'tutor_id');
    EXECUTE format('CREATE TRIGGER tutor_search_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_follow(%L)', source, 'tutor_id');
    EXECUTE format('CREATE TRIGGER tutor_search_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_follow(%L)', source, 'tutor_id');
  END LOOP;
END $$;
