-- Overlap is refused by exclusion constraints over (uuid =, tstzrange &&), which need btree_gist.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('requested', 'confirmed', 'declined', 'cancelled', 'completed', 'no_show');--> statement-breakpoint
CREATE TYPE "public"."no_show_party" AS ENUM('tutor', 'student');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('pending', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"actor_id" uuid,
	"from_status" "booking_status",
	"to_status" "booking_status" NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_joins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"student_id" uuid,
	"child_id" uuid,
	"learner_key" uuid GENERATED ALWAYS AS (coalesce(student_id, child_id)) STORED NOT NULL,
	"booked_by_id" uuid NOT NULL,
	"subject_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" "booking_status" NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"price_amount" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"room_name" text NOT NULL,
	"late_cancellation" boolean DEFAULT false NOT NULL,
	"no_show_party" "no_show_party",
	"rescheduled_from_id" uuid,
	"notes" text,
	"homework" text,
	"notes_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookings_room_name_unique" UNIQUE("room_name"),
	CONSTRAINT "bookings_one_learner" CHECK (num_nonnulls("bookings"."student_id", "bookings"."child_id") = 1),
	CONSTRAINT "bookings_end_after_start" CHECK ("bookings"."end_at" > "bookings"."start_at"),
	CONSTRAINT "bookings_price_not_negative" CHECK ("bookings"."price_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" "job_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "tutor_reviews" DROP CONSTRAINT "tutor_reviews_tutor_author";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_availability" ADD COLUMN "auto_confirm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_availability" ADD COLUMN "session_minutes" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
-- A review now belongs to a completed session. Reviews written before sessions existed were
-- development seed data only (no route wrote them); the seed makes them again through sessions.
DELETE FROM "tutor_reviews";--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD COLUMN "booking_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_joins" ADD CONSTRAINT "booking_joins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_joins" ADD CONSTRAINT "booking_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_id_users_id_fk" FOREIGN KEY ("booked_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rescheduled_from_id_bookings_id_fk" FOREIGN KEY ("rescheduled_from_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "booking_joins_booking" ON "booking_joins" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "bookings_tutor_start" ON "bookings" USING btree ("tutor_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_learner_start" ON "bookings" USING btree ("learner_key","start_at");--> statement-breakpoint
CREATE INDEX "bookings_booked_by_start" ON "bookings" USING btree ("booked_by_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_trial" ON "bookings" USING btree ("tutor_id","learner_key") WHERE "bookings"."trial" and "bookings"."status" not in ('declined', 'cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_rescheduled_once" ON "bookings" USING btree ("rescheduled_from_id");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("due_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_booking_id_unique" UNIQUE("booking_id");--> statement-breakpoint
ALTER TABLE "tutor_availability" ADD CONSTRAINT "tutor_availability_session_minutes" CHECK ("tutor_availability"."session_minutes" in (30, 45, 60, 90, 120));--> statement-breakpoint
-- No double booking, ever (STYLE.md): while a session is requested or confirmed, no other active
-- session of the same tutor, or of the same learner, may share any of its time. Half-open ranges,
-- so back-to-back sessions (10:00-11:00, 11:00-12:00) are allowed.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tutor_no_overlap" EXCLUDE USING gist ("tutor_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("status" in ('requested', 'confirmed'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_learner_no_overlap" EXCLUDE USING gist ("learner_key" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("status" in ('requested', 'confirmed'));
