CREATE TABLE "staff_alerts" (
	"alert_key" text PRIMARY KEY NOT NULL,
	"workshop_id" uuid NOT NULL,
	"alert_type_id" integer NOT NULL,
	"first_raised_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_alerts" ADD CONSTRAINT "staff_alerts_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_alerts_workshop_idx" ON "staff_alerts" USING btree ("workshop_id");