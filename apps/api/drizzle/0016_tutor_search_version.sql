CREATE SEQUENCE "public"."tutor_search_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Every statement that writes tutor_search moves the version, whatever it changed: a subject's
-- own price lives in tutor_subjects, whose changes reach search only as a rewrite of the
-- tutor's row here, sometimes with the same values (decision 0036).
CREATE FUNCTION tutor_search_version_next() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('tutor_search_version');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tutor_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tutor_search
  FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_version_next();
