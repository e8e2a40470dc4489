CREATE TYPE "public"."lesson_mode" AS ENUM('online', 'in-person');--> statement-breakpoint
CREATE TYPE "public"."lesson_place" AS ENUM('family-home', 'tutor-place');--> statement-breakpoint
CREATE TYPE "public"."visit_kind" AS ENUM('arrived', 'finished');--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	"country" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "areas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "booking_addresses" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"place" "lesson_place" NOT NULL,
	"area_id" integer NOT NULL,
	"street" text NOT NULL,
	"building" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "visit_kind" NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_visits_once" UNIQUE("booking_id","kind")
);
--> statement-breakpoint
CREATE TABLE "family_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"area_id" integer NOT NULL,
	"street" text NOT NULL,
	"building" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_addresses_same_place" UNIQUE("owner_id","area_id","street","building")
);
--> statement-breakpoint
CREATE TABLE "tutor_in_person" (
	"tutor_id" uuid PRIMARY KEY NOT NULL,
	"at_family_home" boolean DEFAULT false NOT NULL,
	"at_own_place" boolean DEFAULT false NOT NULL,
	"own_place_area_id" integer,
	"own_place_street" text DEFAULT '' NOT NULL,
	"own_place_building" text DEFAULT '' NOT NULL,
	"own_place_notes" text DEFAULT '' NOT NULL,
	"travel_buffer_minutes" smallint DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_in_person_buffer_range" CHECK ("tutor_in_person"."travel_buffer_minutes" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "tutor_in_person_areas" (
	"tutor_id" uuid NOT NULL,
	"area_id" integer NOT NULL,
	CONSTRAINT "tutor_in_person_areas_tutor_id_area_id_pk" PRIMARY KEY("tutor_id","area_id")
);
--> statement-breakpoint
ALTER TABLE "tutor_search" ADD COLUMN "teaches_in_person" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_search" ADD COLUMN "in_person_area_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "mode" "lesson_mode" DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "travel_buffer_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_parent_id_areas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_addresses" ADD CONSTRAINT "booking_addresses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_addresses" ADD CONSTRAINT "booking_addresses_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_visits" ADD CONSTRAINT "booking_visits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_visits" ADD CONSTRAINT "booking_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_addresses" ADD CONSTRAINT "family_addresses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_addresses" ADD CONSTRAINT "family_addresses_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_in_person" ADD CONSTRAINT "tutor_in_person_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_in_person" ADD CONSTRAINT "tutor_in_person_own_place_area_id_areas_id_fk" FOREIGN KEY ("own_place_area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_in_person_areas" ADD CONSTRAINT "tutor_in_person_areas_tutor_id_tutor_in_person_tutor_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_in_person"("tutor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_in_person_areas" ADD CONSTRAINT "tutor_in_person_areas_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_parent" ON "areas" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "booking_visits_booking" ON "booking_visits" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "tutor_in_person_areas_area" ON "tutor_in_person_areas" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "tutor_search_in_person_areas" ON "tutor_search" USING gin ("in_person_area_ids") WHERE listed;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_travel_in_person_only" CHECK ("bookings"."travel_buffer_minutes" between 0 and 90 and ("bookings"."mode" = 'in-person' or "bookings"."travel_buffer_minutes" = 0));--> statement-breakpoint
-- Written by hand (drizzle cannot declare it): the tutor's calendar keeps an in-person lesson's
-- travel time free on both sides. Adding minutes to a timestamptz does not depend on the time
-- zone (only days and months do), so this wrapper may honestly be IMMUTABLE, as an index needs.
CREATE FUNCTION "minutes_later"(at timestamptz, minutes integer) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN at + make_interval(mins => minutes);--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_tutor_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tutor_no_overlap" EXCLUDE USING gist ("tutor_id" WITH =, tstzrange(minutes_later("start_at", -"travel_buffer_minutes"), minutes_later("end_at", "travel_buffer_minutes"), '[)') WITH &&) WHERE ("status" in ('requested', 'confirmed'));
