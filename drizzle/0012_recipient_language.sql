ALTER TABLE "appointments" ADD COLUMN "customer_language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_language" text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_language_check" CHECK ("appointments"."customer_language" in ('it', 'en'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preferred_language_check" CHECK ("users"."preferred_language" in ('it', 'en'));