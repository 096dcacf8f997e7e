CREATE TABLE "queue_delay_notices" (
	"queue_id" uuid PRIMARY KEY NOT NULL,
	"workshop_id" uuid NOT NULL,
	"text" text NOT NULL,
	"minutes" integer NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "you_are_next_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "delay_sms_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD COLUMN "you_are_next_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD COLUMN "delay_notice_sms_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD COLUMN "you_are_next" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_delay_notices" ADD CONSTRAINT "queue_delay_notices_queue_id_queues_queue_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("queue_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_delay_notices" ADD CONSTRAINT "queue_delay_notices_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_delay_notices" ADD CONSTRAINT "queue_delay_notices_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD CONSTRAINT "workshop_parameters_you_are_next_check" CHECK ("workshop_parameters"."you_are_next_position" between 0 and 10);