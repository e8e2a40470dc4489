CREATE TYPE "public"."social_provider" AS ENUM('google', 'apple', 'meta');--> statement-breakpoint
CREATE TYPE "public"."social_sign_in_stage" AS ENUM('authorizing', 'exchanging', 'signup', 'link');--> statement-breakpoint
ALTER TYPE "public"."verification_type" ADD VALUE 'identity_link';--> statement-breakpoint
CREATE TABLE "social_sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"provider" "social_provider" NOT NULL,
	"stage" "social_sign_in_stage" DEFAULT 'authorizing' NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text,
	"subject" text,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"full_name" text,
	"user_id" uuid,
	"verification_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_sign_ins_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" "social_provider" NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "social_sign_ins" ADD CONSTRAINT "social_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_sign_ins" ADD CONSTRAINT "social_sign_ins_verification_id_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."verifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_sign_ins_expiry" ON "social_sign_ins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "social_sign_ins_user" ON "social_sign_ins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_user_provider" ON "user_identities" USING btree ("user_id","provider");