CREATE TYPE "public"."contact_message_status" AS ENUM('open', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."dispute_kind" AS ENUM('dispute', 'tutor_no_show');--> statement-breakpoint
CREATE TYPE "public"."tutor_application_status" AS ENUM('draft', 'submitted', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."tutor_document_kind" AS ENUM('identity', 'qualification');--> statement-breakpoint
CREATE TYPE "public"."report_outcome" AS ENUM('dismissed', 'hidden', 'warned', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('spam', 'harassment', 'inappropriate', 'off_platform', 'safety', 'fake_profile', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."report_subject" AS ENUM('tutor', 'review', 'message', 'booking');--> statement-breakpoint
ALTER TYPE "public"."user_type" ADD VALUE 'Operator';--> statement-breakpoint
ALTER TYPE "public"."dispute_status" ADD VALUE 'resolved_partly';--> statement-breakpoint
ALTER TYPE "public"."payout_status" ADD VALUE 'approved' BEFORE 'paid';--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_message_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_id" uuid NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operator_recovery_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "operator_second_factors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"enrolled_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"kind" "tutor_document_kind" NOT NULL,
	"storage_path" text NOT NULL,
	"media_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"original_name" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_application_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tutor_application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tutor_id" uuid NOT NULL,
	"status" "tutor_application_status" NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_applications" (
	"tutor_id" uuid PRIMARY KEY NOT NULL,
	"status" "tutor_application_status" DEFAULT 'draft' NOT NULL,
	"subjects_answer" text DEFAULT '' NOT NULL,
	"qualifications_answer" text DEFAULT '' NOT NULL,
	"experience_answer" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"rejection_reason" text,
	"identity_checked_at" timestamp with time zone,
	"qualifications_checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" "report_subject" NOT NULL,
	"tutor_id" uuid,
	"review_id" uuid,
	"message_id" bigint,
	"booking_id" uuid,
	"reported_user_id" uuid,
	"reporter_id" uuid,
	"reason" "report_reason" NOT NULL,
	"details" text,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"outcome" "report_outcome",
	"outcome_note" text,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reports_one_subject" CHECK (num_nonnulls("reports"."tutor_id", "reports"."review_id", "reports"."message_id", "reports"."booking_id") = 1
        and case "reports"."subject"
          when 'tutor' then "reports"."tutor_id" is not null
          when 'review' then "reports"."review_id" is not null
          when 'message' then "reports"."message_id" is not null
          else "reports"."booking_id" is not null end)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "access_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" "contact_message_status" DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "resolved_by_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "kind" "dispute_kind" DEFAULT 'dispute' NOT NULL;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "tutor_answer" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "tutor_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "family_refund_minor" bigint;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "approved_by_id" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transfer_reference" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD CONSTRAINT "operator_audit_log_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_recovery_codes" ADD CONSTRAINT "operator_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_second_factors" ADD CONSTRAINT "operator_second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_application_documents" ADD CONSTRAINT "tutor_application_documents_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_application_events" ADD CONSTRAINT "tutor_application_events_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_application_events" ADD CONSTRAINT "tutor_application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_applications" ADD CONSTRAINT "tutor_applications_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_applications" ADD CONSTRAINT "tutor_applications_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_review_id_tutor_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."tutor_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_replies_message" ON "contact_replies" USING btree ("contact_message_id","created_at");--> statement-breakpoint
CREATE INDEX "operator_audit_log_created" ON "operator_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operator_audit_log_subject" ON "operator_audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "operator_audit_log_operator" ON "operator_audit_log" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "operator_recovery_codes_user" ON "operator_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tutor_application_documents_tutor" ON "tutor_application_documents" USING btree ("tutor_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "tutor_application_events_tutor" ON "tutor_application_events" USING btree ("tutor_id","created_at");--> statement-breakpoint
CREATE INDEX "tutor_applications_status" ON "tutor_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_once_per_reporter" ON "reports" USING btree ("reporter_id","subject",coalesce("tutor_id"::text, "review_id"::text, "message_id"::text, "booking_id"::text)) WHERE "reports"."reporter_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_automatic" ON "reports" USING btree ("message_id") WHERE "reports"."reporter_id" is null;--> statement-breakpoint
CREATE INDEX "reports_status" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_status" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
-- Hand-written from here (decision 0026).
-- The message reports so far become reports of messages; the message's sender is the reported.
INSERT INTO "reports" ("subject", "message_id", "reported_user_id", "reporter_id", "reason", "details", "flags", "status", "outcome", "decided_at", "created_at")
SELECT 'message', r.message_id, m.sender_id, r.reporter_id, r.reason::text::report_reason, r.details, r.flags,
  CASE WHEN r.resolved_at IS NULL THEN 'open' ELSE 'closed' END::report_status,
  CASE WHEN r.resolved_at IS NULL THEN NULL ELSE 'dismissed' END::report_outcome,
  r.resolved_at, r.created_at
FROM "message_reports" r JOIN "messages" m ON m.id = r.message_id;--> statement-breakpoint
DROP TABLE "message_reports";--> statement-breakpoint
DROP TYPE "public"."message_report_reason";--> statement-breakpoint
-- The audit log is append-only: no role of the app may change or remove what was written.
CREATE FUNCTION operator_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER operator_audit_log_no_update BEFORE UPDATE OR DELETE ON "operator_audit_log"
  FOR EACH ROW EXECUTE FUNCTION operator_audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER operator_audit_log_no_truncate BEFORE TRUNCATE ON "operator_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_log_append_only();--> statement-breakpoint
-- Tutors listed before verification existed keep their listing: their application is approved,
-- with nothing marked as checked (the profile claims no check that was not made).
INSERT INTO "tutor_applications" ("tutor_id", "status", "submitted_at", "decided_at", "updated_at")
SELECT s.tutor_id, 'approved', now(), now(), now() FROM "tutor_search" s WHERE s.listed;--> statement-breakpoint
-- The listing rule gains two conditions: an approved application and no suspension; a hidden
-- review leaves the rating.
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
    weekly_minutes = c.weekly_minutes
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
      FROM tutor_reviews r WHERE r.tutor_id = u.id AND r.hidden_at IS NULL
    ) reviews
    CROSS JOIN LATERAL (
      SELECT range_agg(int4range(wh.weekday * 1440 + wh.start_minute, wh.weekday * 1440 + wh.end_minute))
        AS weekly_minutes
      FROM tutor_weekly_hours wh WHERE wh.tutor_id = u.id
    ) hours
  ) c
  WHERE s.tutor_id = c.id;
END $$;--> statement-breakpoint
-- A user's row matters when a tutor's confirmation, role or suspension changes.
CREATE OR REPLACE FUNCTION tutor_search_follow_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  SELECT array_agg(n.id) INTO touched
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.user_type = 'Tutor' OR o.user_type = 'Tutor')
    AND (n.email_confirmed_at IS DISTINCT FROM o.email_confirmed_at
      OR n.user_type IS DISTINCT FROM o.user_type
      OR n.suspended_at IS DISTINCT FROM o.suspended_at);
  IF touched IS NOT NULL THEN
    PERFORM tutor_search_refresh(touched);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tutor_search_insert AFTER INSERT ON "tutor_applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_follow('tutor_id');--> statement-breakpoint
CREATE TRIGGER tutor_search_update AFTER UPDATE ON "tutor_applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_follow('tutor_id');--> statement-breakpoint
CREATE TRIGGER tutor_search_delete AFTER DELETE ON "tutor_applications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tutor_search_follow('tutor_id');--> statement-breakpoint
SELECT tutor_search_refresh(ARRAY(SELECT user_id FROM tutor_profiles));
