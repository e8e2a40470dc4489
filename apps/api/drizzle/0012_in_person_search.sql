-- Issue 32 (decision 0030): the search row says whether a tutor teaches in person and where,
-- kept by the same triggers as the rest of the row, in the same transaction as the change.
--
-- in_person_area_ids holds every area a family may search by and find the tutor:
--   * each area the tutor goes to families' homes in, and for a district its city (a family
--     searching a city finds the tutors of any of its districts), and for a whole city each of
--     its districts (a family searching a district finds the tutors of its whole city);
--   * the area of the tutor's own place, and for a district its city (a city-wide own place
--     is not said to be in every district: the family would not know how far it is).
-- So an area filter is one containment test that the GIN index answers. teaches_in_person is
-- true only when the settings can actually be booked: home visits with at least one area, or
-- an own place with its area (an area deleted from the catalog leaves neither).
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
    in_person_area_ids = c.in_person_area_ids
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
      coalesce(in_person.area_ids, '{}') AS in_person_area_ids
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
  ) c
  WHERE s.tutor_id = c.id;
END $$;--> statement-breakpoint
DO $$
DECLARE
  source text;
BEGIN
  -- Transition tables allow one event per trigger, hence three triggers per table.
  FOREACH source IN ARRAY ARRAY['tutor_in_person', 'tutor_in_person_areas'] LOOP
    EXECUTE format('CREATE TRIGGER tutor_search_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_follow(%L)', source, 'tutor_id');
    EXECUTE format('CREATE TRIGGER tutor_search_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_follow(%L)', source, 'tutor_id');
    EXECUTE format('CREATE TRIGGER tutor_search_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_follow(%L)', source, 'tutor_id');
  END LOOP;
END $$;--> statement-breakpoint
-- The catalog of areas changes only when the seed adds a district or moves one to another city.
-- Then the tutors whose whole city gained or lost it, or whose chosen district (or own place)
-- moved, are recomputed; the seed's upsert of unchanged rows (every start) recomputes nobody.
-- A deleted area needs nothing here: its tutor_in_person_areas rows go by cascade, and an own
-- place's area is set null, both through the triggers above.
CREATE FUNCTION tutor_search_follow_areas() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer[];
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.parent_id) INTO moved FROM new_rows n WHERE n.parent_id IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT id) INTO moved FROM (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.parent_id IS DISTINCT FROM o.parent_id
      UNION SELECT n.parent_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.parent_id IS DISTINCT FROM o.parent_id
      UNION SELECT o.parent_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.parent_id IS DISTINCT FROM o.parent_id
    ) changed WHERE id IS NOT NULL;
  END IF;
  IF moved IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT tutor_id) INTO touched FROM (
    SELECT ia.tutor_id FROM tutor_in_person_areas ia WHERE ia.area_id = ANY (moved)
    UNION SELECT ip.tutor_id FROM tutor_in_person ip WHERE ip.own_place_area_id = ANY (moved)
  ) affected;
  IF touched IS NOT NULL THEN
    PERFORM tutor_search_refresh(touched);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tutor_search_areas_insert AFTER INSERT ON "areas" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_follow_areas();--> statement-breakpoint
CREATE TRIGGER tutor_search_areas_update AFTER UPDATE ON "areas" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_follow_areas();--> statement-breakpoint
SELECT tutor_search_refresh(ARRAY(SELECT tutor_id FROM tutor_in_person));
