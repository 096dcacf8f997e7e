CREATE TABLE "appointment_upload_rows" (
	"upload_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"action" text NOT NULL,
	"license_plate" text,
	"name" text,
	"booking_date_time" timestamp with time zone,
	"queue_name" text,
	"appointment_id" uuid,
	CONSTRAINT "appointment_upload_rows_upload_id_row_number_pk" PRIMARY KEY("upload_id","row_number")
);
--> statement-breakpoint
DROP INDEX "appointment_upload_messages_upload_idx";--> statement-breakpoint
ALTER TABLE "appointment_upload_messages" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "appointment_upload_messages" ADD COLUMN "row_number" integer;--> statement-breakpoint
ALTER TABLE "appointment_upload_messages" ADD COLUMN "field" text;--> statement-breakpoint
ALTER TABLE "appointment_uploads" ADD COLUMN "file_type" text DEFAULT 'xlsx' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_uploads" ADD COLUMN "file_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_uploads" ADD COLUMN "status" text DEFAULT 'checking' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_uploads" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "appointment_uploads" ADD COLUMN "created" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_uploads" ADD COLUMN "updated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_uploads" ADD COLUMN "total_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_uploads" ADD COLUMN "processed_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_uploads" ADD COLUMN "applied_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_uploads" ADD COLUMN "undone" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_uploads" ADD COLUMN "kept" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_uploads" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_uploads" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_upload_rows" ADD CONSTRAINT "appointment_upload_rows_upload_id_appointment_uploads_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."appointment_uploads"("upload_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_upload_messages_upload_idx" ON "appointment_upload_messages" USING btree ("upload_id","row_number");