CREATE TYPE "public"."change_request_kind" AS ENUM('cancel', 'move');--> statement-breakpoint
CREATE TYPE "public"."change_request_status" AS ENUM('open', 'approved', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TABLE "booking_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" "change_request_kind" NOT NULL,
	"status" "change_request_status" DEFAULT 'open' NOT NULL,
	"requested_by_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"new_start_at" timestamp with time zone,
	"reason" text,
	"answer_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "booking_change_requests_move_has_start" CHECK (("booking_change_requests"."kind" = 'move') = ("booking_change_requests"."new_start_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "booking_change_requests" ADD CONSTRAINT "booking_change_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_change_requests" ADD CONSTRAINT "booking_change_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_change_requests" ADD CONSTRAINT "booking_change_requests_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_change_requests_one_open" ON "booking_change_requests" USING btree ("booking_id") WHERE "booking_change_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "booking_change_requests_parent" ON "booking_change_requests" USING btree ("parent_id","status");--> statement-breakpoint
CREATE INDEX "booking_change_requests_booking" ON "booking_change_requests" USING btree ("booking_id","created_at");