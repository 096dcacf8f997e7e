CREATE TABLE "screen_devices" (
	"screen_device_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"screen_id" uuid NOT NULL,
	"screen_name" text NOT NULL,
	"version" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"offline_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "workshop_parameters" DROP CONSTRAINT "workshop_parameters_channels_check";--> statement-breakpoint
ALTER TABLE "workshop_role_warnings" DROP CONSTRAINT "workshop_role_warnings_alert_type_check";--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD COLUMN "screen_offline_alert_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD COLUMN "screen_offline_alert_channel" text DEFAULT 'push' NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD COLUMN "screen_offline_alert_repeat_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "screen_devices" ADD CONSTRAINT "screen_devices_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_devices" ADD CONSTRAINT "screen_devices_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "screen_devices_user_device_unique" ON "screen_devices" USING btree ("user_id","device_id");--> statement-breakpoint
CREATE INDEX "screen_devices_workshop_idx" ON "screen_devices" USING btree ("workshop_id");--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD CONSTRAINT "workshop_parameters_channels_check" CHECK ("workshop_parameters"."critical_threshold_alert_channel" in ('none', 'sms', 'email', 'both', 'push', 'all') and "workshop_parameters"."global_waiting_time_alert_channel" in ('none', 'sms', 'email', 'both', 'push', 'all') and "workshop_parameters"."acceptor_inactivity_alert_channel" in ('none', 'sms', 'email', 'both', 'push', 'all') and "workshop_parameters"."screen_offline_alert_channel" in ('none', 'sms', 'email', 'both', 'push', 'all'));--> statement-breakpoint
ALTER TABLE "workshop_role_warnings" ADD CONSTRAINT "workshop_role_warnings_alert_type_check" CHECK ("workshop_role_warnings"."alert_type_id" in (1, 2, 3, 4));