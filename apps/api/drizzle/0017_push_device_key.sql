ALTER TABLE "push_subscriptions" ADD COLUMN "vapid_public_key" text;--> statement-breakpoint
-- Devices kept from before: made under the stored key, the only one the server signed with
-- unless VAPID_PUBLIC_KEY was set (then there may be no row, and they stay null: unknown).
UPDATE "push_subscriptions" SET "vapid_public_key" = (SELECT "public_key" FROM "vapid_keys" WHERE "id" = 1);
