CREATE TYPE "public"."user_type" AS ENUM('Student', 'Parent', 'Tutor');--> statement-breakpoint
CREATE TYPE "public"."learning_time" AS ENUM('morning', 'afternoon', 'evening', 'weekend');--> statement-breakpoint
CREATE TYPE "public"."verification_type" AS ENUM('email_confirmation', 'password_reset');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"user_type" "user_type" NOT NULL,
	"password_hash" text NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"avatar_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "education_levels_system_slug" UNIQUE("system_id","slug")
);
--> statement-breakpoint
CREATE TABLE "education_systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "education_systems_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "grade_subjects" (
	"grade_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	CONSTRAINT "grade_subjects_grade_id_subject_id_pk" PRIMARY KEY("grade_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"level_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grades_level_slug" UNIQUE("level_id","slug")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"icon" text DEFAULT 'book-open' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subjects_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tutor_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"subject_id" integer NOT NULL,
	"online_price" numeric(10, 2) NOT NULL,
	"offline_price" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_subjects_tutor_subject" UNIQUE("tutor_id","subject_id"),
	CONSTRAINT "tutor_subjects_prices_positive" CHECK ("tutor_subjects"."online_price" > 0 and "tutor_subjects"."offline_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "child_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"age" smallint NOT NULL,
	"grade_id" integer NOT NULL,
	"preferred_language" text NOT NULL,
	"school_name" text NOT NULL,
	"learning_goals" text NOT NULL,
	"preferred_learning_time" "learning_time" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_profiles_age_range" CHECK ("child_profiles"."age" between 3 and 25)
);
--> statement-breakpoint
CREATE TABLE "child_subjects" (
	"child_id" uuid NOT NULL,
	"subject_id" integer NOT NULL,
	CONSTRAINT "child_subjects_child_id_subject_id_pk" PRIMARY KEY("child_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "parent_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"age" smallint NOT NULL,
	"grade_id" integer NOT NULL,
	"learning_goals" text NOT NULL,
	"preferred_learning_time" "learning_time" NOT NULL,
	"school_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_profiles_age_range" CHECK ("student_profiles"."age" between 3 and 25)
);
--> statement-breakpoint
CREATE TABLE "student_subjects" (
	"user_id" uuid NOT NULL,
	"subject_id" integer NOT NULL,
	CONSTRAINT "student_subjects_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "tutor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"educational_background" text NOT NULL,
	"years_of_experience" smallint NOT NULL,
	"hourly_rate" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"brief_bio" text NOT NULL,
	"headline" text,
	"languages_spoken" text[] NOT NULL,
	"education_system_id" integer NOT NULL,
	"education_level_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_profiles_rate_positive" CHECK ("tutor_profiles"."hourly_rate" >= 1),
	CONSTRAINT "tutor_profiles_experience_range" CHECK ("tutor_profiles"."years_of_experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "verification_type" NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "email_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_availability" (
	"tutor_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"minimum_notice_minutes" integer NOT NULL,
	"booking_horizon_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_availability_notice_range" CHECK ("tutor_availability"."minimum_notice_minutes" between 0 and 43200),
	CONSTRAINT "tutor_availability_horizon_range" CHECK ("tutor_availability"."booking_horizon_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "tutor_date_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_minute" smallint,
	"end_minute" smallint,
	CONSTRAINT "tutor_date_overrides_range" CHECK (("tutor_date_overrides"."start_minute" is null and "tutor_date_overrides"."end_minute" is null) or ("tutor_date_overrides"."start_minute" >= 0 and "tutor_date_overrides"."end_minute" <= 1440 and "tutor_date_overrides"."start_minute" < "tutor_date_overrides"."end_minute"))
);
--> statement-breakpoint
CREATE TABLE "tutor_weekly_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "tutor_weekly_hours_weekday" CHECK ("tutor_weekly_hours"."weekday" between 0 and 6),
	CONSTRAINT "tutor_weekly_hours_range" CHECK ("tutor_weekly_hours"."start_minute" >= 0 and "tutor_weekly_hours"."end_minute" <= 1440 and "tutor_weekly_hours"."start_minute" < "tutor_weekly_hours"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "tutor_grades" (
	"tutor_id" uuid NOT NULL,
	"grade_id" integer NOT NULL,
	CONSTRAINT "tutor_grades_tutor_id_grade_id_pk" PRIMARY KEY("tutor_id","grade_id")
);
--> statement-breakpoint
CREATE TABLE "tutor_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_reviews_tutor_author" UNIQUE("tutor_id","author_id"),
	CONSTRAINT "tutor_reviews_rating_range" CHECK ("tutor_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "education_levels" ADD CONSTRAINT "education_levels_system_id_education_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."education_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_subjects" ADD CONSTRAINT "grade_subjects_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_subjects" ADD CONSTRAINT "grade_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_level_id_education_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."education_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_subjects" ADD CONSTRAINT "tutor_subjects_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_subjects" ADD CONSTRAINT "tutor_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_profiles" ADD CONSTRAINT "child_profiles_parent_id_parent_profiles_user_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parent_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_profiles" ADD CONSTRAINT "child_profiles_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_subjects" ADD CONSTRAINT "child_subjects_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_subjects" ADD CONSTRAINT "child_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD CONSTRAINT "parent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subjects" ADD CONSTRAINT "student_subjects_user_id_student_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."student_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_subjects" ADD CONSTRAINT "student_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_education_system_id_education_systems_id_fk" FOREIGN KEY ("education_system_id") REFERENCES "public"."education_systems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_education_level_id_education_levels_id_fk" FOREIGN KEY ("education_level_id") REFERENCES "public"."education_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_availability" ADD CONSTRAINT "tutor_availability_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_date_overrides" ADD CONSTRAINT "tutor_date_overrides_tutor_id_tutor_availability_tutor_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_availability"("tutor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_weekly_hours" ADD CONSTRAINT "tutor_weekly_hours_tutor_id_tutor_availability_tutor_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_availability"("tutor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_grades" ADD CONSTRAINT "tutor_grades_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_grades" ADD CONSTRAINT "tutor_grades_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "tutor_subjects_subject_price" ON "tutor_subjects" USING btree ("subject_id","online_price");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_open_by_user" ON "verifications" USING btree ("user_id","type") WHERE "verifications"."used_at" is null;--> statement-breakpoint
CREATE INDEX "email_outbox_due" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tutor_date_overrides_tutor_date" ON "tutor_date_overrides" USING btree ("tutor_id","date");--> statement-breakpoint
CREATE INDEX "tutor_weekly_hours_tutor" ON "tutor_weekly_hours" USING btree ("tutor_id","weekday");--> statement-breakpoint
CREATE INDEX "tutor_grades_grade" ON "tutor_grades" USING btree ("grade_id");--> statement-breakpoint
CREATE INDEX "tutor_reviews_tutor_created" ON "tutor_reviews" USING btree ("tutor_id","created_at");