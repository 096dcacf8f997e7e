ALTER TABLE "outbox_messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_reported_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_messages_provider_reference_idx" ON "outbox_messages" USING btree ("provider_reference");