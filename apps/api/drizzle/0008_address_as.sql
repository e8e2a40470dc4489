CREATE TYPE "public"."address_as" AS ENUM('feminine', 'masculine');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address_as" "address_as";