ALTER TABLE "appointments" ADD COLUMN "sms_consent" boolean;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "sms_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "privacy_notice_version" integer;--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD COLUMN "privacy_notice_it" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD COLUMN "privacy_notice_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD COLUMN "privacy_notice_version" integer DEFAULT 1 NOT NULL;