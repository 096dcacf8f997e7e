ALTER TABLE "outbox_messages" ALTER COLUMN "status" SET DEFAULT 'queued';--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_status" integer;--> statement-breakpoint
CREATE INDEX "outbox_messages_sending_lease_idx" ON "outbox_messages" USING btree ("lease_expires_at") WHERE "outbox_messages"."status" = 'sending';--> statement-breakpoint
-- Older rows in the new words: `pending` is `queued` (still to send), `logged` is `outbox` (kept for
-- a person to read, no provider configured).
UPDATE "outbox_messages" SET "status" = 'queued' WHERE "status" = 'pending';--> statement-breakpoint
UPDATE "outbox_messages" SET "status" = 'outbox' WHERE "status" = 'logged';
