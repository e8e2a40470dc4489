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
ALTER TABLE "tutor_profiles" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "tutor_availability" ADD CONSTRAINT "tutor_availability_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_date_overrides" ADD CONSTRAINT "tutor_date_overrides_tutor_id_tutor_availability_tutor_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_availability"("tutor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_weekly_hours" ADD CONSTRAINT "tutor_weekly_hours_tutor_id_tutor_availability_tutor_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_availability"("tutor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_grades" ADD CONSTRAINT "tutor_grades_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_grades" ADD CONSTRAINT "tutor_grades_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_date_overrides_tutor_date" ON "tutor_date_overrides" USING btree ("tutor_id","date");--> statement-breakpoint
CREATE INDEX "tutor_weekly_hours_tutor" ON "tutor_weekly_hours" USING btree ("tutor_id","weekday");--> statement-breakpoint
CREATE INDEX "tutor_grades_grade" ON "tutor_grades" USING btree ("grade_id");--> statement-breakpoint
CREATE INDEX "tutor_reviews_tutor_created" ON "tutor_reviews" USING btree ("tutor_id","created_at");