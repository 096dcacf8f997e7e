ALTER TABLE "appointments" ADD COLUMN "job_overrun_sms_date_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD COLUMN "expected_job_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD COLUMN "job_overrun_sms_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD COLUMN "job_overrun_grace_minutes" integer DEFAULT 15 NOT NULL;