CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_annotations" (
	"appointment_annotation_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_logs" (
	"appointment_log_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"action_type" text NOT NULL,
	"date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"notes" text,
	"user_id" uuid,
	"impersonator_user_id" uuid,
	"box_id" uuid,
	"sms_text" text,
	"reject_reason_id" uuid,
	"from_status" integer,
	"to_status" integer,
	"idempotency_key" text,
	"payload" jsonb
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"appointment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"main_appointment_id" uuid,
	"type" text DEFAULT 'normal' NOT NULL,
	"status_code" integer NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"walk_in" boolean DEFAULT false NOT NULL,
	"license_plate" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"mobile" text,
	"email" text,
	"description" text,
	"note" text,
	"vehicle_brand_id" uuid,
	"vehicle_model" text,
	"assigned_queue_id" uuid,
	"accepted_box_id" uuid,
	"accepted_user_id" uuid,
	"hidden_acceptance" boolean DEFAULT false NOT NULL,
	"reject_reason_id" uuid,
	"booking_date_time" timestamp with time zone,
	"checkin_date_time" timestamp with time zone,
	"acceptance_date_time" timestamp with time zone,
	"job_start_date_time" timestamp with time zone,
	"job_end_date_time" timestamp with time zone,
	"job_reject_date_time" timestamp with time zone,
	"payment_date_time" timestamp with time zone,
	"checkout_date_time" timestamp with time zone,
	"survey_answered_date_time" timestamp with time zone,
	"job_end_sms_date_time" timestamp with time zone,
	"checkin_anomaly" text,
	"waiting_spare_parts" boolean DEFAULT false NOT NULL,
	"thanks_sms_enabled" boolean DEFAULT true NOT NULL,
	"returning_customer_last_date" timestamp with time zone,
	"returning_customer_reason" text,
	"tracking_code" text NOT NULL,
	"tracking_code_expires_at" timestamp with time zone,
	"upload_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_code_check" CHECK ("appointments"."status_code" in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)),
	CONSTRAINT "appointments_type_check" CHECK ("appointments"."type" in ('normal', 'withdrawal'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"audit_log_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"impersonator_user_id" uuid,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"login_attempt_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"user_name" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"password_reset_code_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_sessions" (
	"session_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"impersonator_user_id" uuid,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"concurrency_stamp" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name"),
	CONSTRAINT "roles_normalizedName_unique" UNIQUE("normalized_name")
);
--> statement-breakpoint
CREATE TABLE "user_workshop_roles" (
	"user_workshop_role_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"email" text,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"phone_number" text,
	"gender_id" integer,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_country_manager" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"user_locked" boolean DEFAULT false NOT NULL,
	"access_failed_count" integer DEFAULT 0 NOT NULL,
	"lockout_end" timestamp with time zone,
	"data_invio_email_benvenuto" timestamp with time zone,
	"last_password_changed_date" timestamp with time zone,
	"password_change_request_date" timestamp with time zone,
	"ultimo_accesso" timestamp with time zone,
	"security_stamp" uuid DEFAULT gen_random_uuid() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_slots" (
	"availability_slot_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"day" text NOT NULL,
	"start" time NOT NULL,
	"end" time NOT NULL,
	"max_slots" integer,
	CONSTRAINT "availability_slots_workshop_day_start_unique" UNIQUE("workshop_id","day","start"),
	CONSTRAINT "availability_slots_day_check" CHECK ("availability_slots"."day" in ('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY')),
	CONSTRAINT "availability_slots_range_check" CHECK ("availability_slots"."end" > "availability_slots"."start")
);
--> statement-breakpoint
CREATE TABLE "boxes" (
	"box_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"queue_group_id" uuid,
	"name" text NOT NULL,
	"aliases" text DEFAULT '' NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL,
	"not_available" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"user_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boxes_id_workshop_unique" UNIQUE("box_id","workshop_id")
);
--> statement-breakpoint
CREATE TABLE "monitor_queue_groups" (
	"monitor_id" uuid NOT NULL,
	"queue_group_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "monitor_queue_groups_pk" PRIMARY KEY("monitor_id","queue_group_id")
);
--> statement-breakpoint
CREATE TABLE "monitors" (
	"monitor_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slogans" (
	"slogan_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"duration" integer DEFAULT 10 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "totem_queues" (
	"totem_id" uuid NOT NULL,
	"queue_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"activity" text DEFAULT '' NOT NULL,
	CONSTRAINT "totem_queues_pk" PRIMARY KEY("totem_id","queue_id")
);
--> statement-breakpoint
CREATE TABLE "totems" (
	"totem_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"news_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"publication_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"outbox_message_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"workshop_id" uuid,
	"appointment_id" uuid,
	"metadata" jsonb,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_groups" (
	"queue_group_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#1f6feb' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queue_groups_id_workshop_unique" UNIQUE("queue_group_id","workshop_id")
);
--> statement-breakpoint
CREATE TABLE "queues" (
	"queue_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"queue_group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#1f6feb' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"view_order_number" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queues_id_workshop_unique" UNIQUE("queue_id","workshop_id")
);
--> statement-breakpoint
CREATE TABLE "workshop_event_versions" (
	"workshop_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reject_reasons" (
	"reject_reason_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reject_reasons_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"customer_survey_answer_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"question_id" uuid,
	"answer_text" text NOT NULL,
	"answer_type_id" integer NOT NULL,
	"question_text" text NOT NULL,
	"notes" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_appointment_question_unique" UNIQUE("appointment_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"customer_survey_question_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid,
	"text" text NOT NULL,
	"question_type_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_questions_type_check" CHECK ("survey_questions"."question_type_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "appointment_upload_messages" (
	"message_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_id" uuid NOT NULL,
	"message_type" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_uploads" (
	"upload_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"user_id" uuid,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"is_processed" boolean DEFAULT false NOT NULL,
	"is_successful" boolean DEFAULT false NOT NULL,
	"successful" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"from" timestamp with time zone,
	"to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_brands" (
	"vehicle_brand_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"aliases" text DEFAULT '' NOT NULL,
	"logo_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"vehicle_model_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_models_brand_name_unique" UNIQUE("vehicle_brand_id","name")
);
--> statement-breakpoint
CREATE TABLE "sms_senders" (
	"sms_sender_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_senders_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "workshop_daily_statistics_roles" (
	"workshop_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "workshop_daily_statistics_roles_pk" PRIMARY KEY("workshop_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "workshop_parameters" (
	"workshop_id" uuid PRIMARY KEY NOT NULL,
	"acceptance_duration_minutes" integer DEFAULT 15 NOT NULL,
	"tolerance_minutes" integer DEFAULT 10 NOT NULL,
	"critical_threshold_alert_minutes" integer DEFAULT 30 NOT NULL,
	"critical_global_waiting_time_in_minutes" integer DEFAULT 60 NOT NULL,
	"max_waiting_time_in_minutes" integer DEFAULT 45 NOT NULL,
	"acceptor_inactivity_time_in_minutes" integer DEFAULT 20 NOT NULL,
	"assisted_checkin" boolean DEFAULT false NOT NULL,
	"assisted_checkout" boolean DEFAULT false NOT NULL,
	"preferred_resource_enabled" boolean DEFAULT false NOT NULL,
	"warnings_enabled" boolean DEFAULT true NOT NULL,
	"sms_sender_id" uuid,
	"videos_enabled" boolean DEFAULT false NOT NULL,
	"pay_online_sms_enabled" boolean DEFAULT false NOT NULL,
	"auto_recalc_queue_enabled" boolean DEFAULT true NOT NULL,
	"booking_office_email" text,
	"booking_office_telephone" text,
	"queue_upload_column" text,
	"critical_threshold_alert_channel" text DEFAULT 'none' NOT NULL,
	"critical_threshold_alert_repeat_minutes" integer DEFAULT 15 NOT NULL,
	"global_waiting_time_alert_channel" text DEFAULT 'none' NOT NULL,
	"global_waiting_time_alert_repeat_minutes" integer DEFAULT 15 NOT NULL,
	"acceptor_inactivity_alert_channel" text DEFAULT 'none' NOT NULL,
	"acceptor_inactivity_alert_repeat_minutes" integer DEFAULT 15 NOT NULL,
	"automatic_survey_enabled" boolean DEFAULT false NOT NULL,
	"automatic_survey_text" text DEFAULT '' NOT NULL,
	"on_demand_survey_enabled" boolean DEFAULT true NOT NULL,
	"processing_completed" text DEFAULT '' NOT NULL,
	"welcome" text DEFAULT '' NOT NULL,
	"thank_you" text DEFAULT '' NOT NULL,
	"thank_you_sms_delay_in_minutes" integer DEFAULT 60 NOT NULL,
	"thank_you_sms_disabled" boolean DEFAULT false NOT NULL,
	"completed_customer_survey" text DEFAULT '' NOT NULL,
	"on_request_customer_survey" text DEFAULT '' NOT NULL,
	"pay_online" text DEFAULT '' NOT NULL,
	"reminder" text DEFAULT '' NOT NULL,
	"confirm_appointment" text DEFAULT '' NOT NULL,
	"withdraw_reminder" text DEFAULT '' NOT NULL,
	"random_checkin_welcome" text DEFAULT '' NOT NULL,
	"vehicle_collection_confirmation" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_parameters_channels_check" CHECK ("workshop_parameters"."critical_threshold_alert_channel" in ('none', 'sms', 'email', 'both', 'push', 'all') and "workshop_parameters"."global_waiting_time_alert_channel" in ('none', 'sms', 'email', 'both', 'push', 'all') and "workshop_parameters"."acceptor_inactivity_alert_channel" in ('none', 'sms', 'email', 'both', 'push', 'all'))
);
--> statement-breakpoint
CREATE TABLE "workshop_role_warnings" (
	"workshop_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"alert_type_id" integer NOT NULL,
	CONSTRAINT "workshop_role_warnings_pk" PRIMARY KEY("workshop_id","role_id","alert_type_id"),
	CONSTRAINT "workshop_role_warnings_alert_type_check" CHECK ("workshop_role_warnings"."alert_type_id" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"workshop_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_code" text NOT NULL,
	"name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"time_zone" text DEFAULT 'Europe/Rome' NOT NULL,
	"withdrawal_queue_id" uuid,
	"max_slots" integer DEFAULT 1 NOT NULL,
	"returning_customer_days_threshold" integer DEFAULT 90 NOT NULL,
	"video_folder_path" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshops_workshop_code_unique" UNIQUE("workshop_code")
);
--> statement-breakpoint
ALTER TABLE "appointment_annotations" ADD CONSTRAINT "appointment_annotations_appointment_id_appointments_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("appointment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_annotations" ADD CONSTRAINT "appointment_annotations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_logs" ADD CONSTRAINT "appointment_logs_appointment_id_appointments_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("appointment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_logs" ADD CONSTRAINT "appointment_logs_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_logs" ADD CONSTRAINT "appointment_logs_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_logs" ADD CONSTRAINT "appointment_logs_impersonator_user_id_users_user_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_logs" ADD CONSTRAINT "appointment_logs_box_id_boxes_box_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("box_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_logs" ADD CONSTRAINT "appointment_logs_reject_reason_id_reject_reasons_reject_reason_id_fk" FOREIGN KEY ("reject_reason_id") REFERENCES "public"."reject_reasons"("reject_reason_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_main_appointment_id_appointments_appointment_id_fk" FOREIGN KEY ("main_appointment_id") REFERENCES "public"."appointments"("appointment_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_vehicle_brand_id_vehicle_brands_vehicle_brand_id_fk" FOREIGN KEY ("vehicle_brand_id") REFERENCES "public"."vehicle_brands"("vehicle_brand_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_accepted_user_id_users_user_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_reject_reason_id_reject_reasons_reject_reason_id_fk" FOREIGN KEY ("reject_reason_id") REFERENCES "public"."reject_reasons"("reject_reason_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_upload_id_appointment_uploads_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."appointment_uploads"("upload_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_queue_fk" FOREIGN KEY ("assigned_queue_id","workshop_id") REFERENCES "public"."queues"("queue_id","workshop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_box_fk" FOREIGN KEY ("accepted_box_id","workshop_id") REFERENCES "public"."boxes"("box_id","workshop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_impersonator_user_id_users_user_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_user_id_users_user_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_impersonator_user_id_users_user_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_workshop_roles" ADD CONSTRAINT "user_workshop_roles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_workshop_roles" ADD CONSTRAINT "user_workshop_roles_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_workshop_roles" ADD CONSTRAINT "user_workshop_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_group_fk" FOREIGN KEY ("queue_group_id","workshop_id") REFERENCES "public"."queue_groups"("queue_group_id","workshop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_queue_groups" ADD CONSTRAINT "monitor_queue_groups_monitor_id_monitors_monitor_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("monitor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_queue_groups" ADD CONSTRAINT "monitor_queue_groups_queue_group_id_queue_groups_queue_group_id_fk" FOREIGN KEY ("queue_group_id") REFERENCES "public"."queue_groups"("queue_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitors" ADD CONSTRAINT "monitors_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitors" ADD CONSTRAINT "monitors_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slogans" ADD CONSTRAINT "slogans_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totem_queues" ADD CONSTRAINT "totem_queues_totem_id_totems_totem_id_fk" FOREIGN KEY ("totem_id") REFERENCES "public"."totems"("totem_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totem_queues" ADD CONSTRAINT "totem_queues_queue_id_queues_queue_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("queue_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totems" ADD CONSTRAINT "totems_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totems" ADD CONSTRAINT "totems_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_groups" ADD CONSTRAINT "queue_groups_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queues" ADD CONSTRAINT "queues_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queues" ADD CONSTRAINT "queues_group_fk" FOREIGN KEY ("queue_group_id","workshop_id") REFERENCES "public"."queue_groups"("queue_group_id","workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_event_versions" ADD CONSTRAINT "workshop_event_versions_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_appointment_id_appointments_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("appointment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_customer_survey_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("customer_survey_question_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_upload_messages" ADD CONSTRAINT "appointment_upload_messages_upload_id_appointment_uploads_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."appointment_uploads"("upload_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_uploads" ADD CONSTRAINT "appointment_uploads_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_uploads" ADD CONSTRAINT "appointment_uploads_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_vehicle_brand_id_vehicle_brands_vehicle_brand_id_fk" FOREIGN KEY ("vehicle_brand_id") REFERENCES "public"."vehicle_brands"("vehicle_brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_daily_statistics_roles" ADD CONSTRAINT "workshop_daily_statistics_roles_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_daily_statistics_roles" ADD CONSTRAINT "workshop_daily_statistics_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD CONSTRAINT "workshop_parameters_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_parameters" ADD CONSTRAINT "workshop_parameters_sms_sender_id_sms_senders_sms_sender_id_fk" FOREIGN KEY ("sms_sender_id") REFERENCES "public"."sms_senders"("sms_sender_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_role_warnings" ADD CONSTRAINT "workshop_role_warnings_workshop_id_workshops_workshop_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("workshop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_role_warnings" ADD CONSTRAINT "workshop_role_warnings_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_withdrawal_queue_fk" FOREIGN KEY ("withdrawal_queue_id","workshop_id") REFERENCES "public"."queues"("queue_id","workshop_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_annotations_appointment_idx" ON "appointment_annotations" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE INDEX "appointment_logs_appointment_idx" ON "appointment_logs" USING btree ("appointment_id","date_time");--> statement-breakpoint
CREATE INDEX "appointment_logs_workshop_idx" ON "appointment_logs" USING btree ("workshop_id","date_time");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_logs_idempotency_unique" ON "appointment_logs" USING btree ("user_id","idempotency_key") WHERE "appointment_logs"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_tracking_code_unique" ON "appointments" USING btree ("tracking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_per_box" ON "appointments" USING btree ("accepted_box_id") WHERE "appointments"."status_code" in (4, 5, 6) and "appointments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_workshop_status_booking_idx" ON "appointments" USING btree ("workshop_id","status_code","booking_date_time");--> statement-breakpoint
CREATE INDEX "appointments_queue_status_checkin_idx" ON "appointments" USING btree ("assigned_queue_id","status_code","checkin_date_time") WHERE "appointments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_workshop_checkin_idx" ON "appointments" USING btree ("workshop_id","checkin_date_time");--> statement-breakpoint
CREATE INDEX "appointments_license_plate_idx" ON "appointments" USING btree (lower("license_plate"));--> statement-breakpoint
CREATE INDEX "appointments_main_idx" ON "appointments" USING btree ("main_appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_accepted_user_idx" ON "appointments" USING btree ("accepted_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "login_attempts_address_at_idx" ON "login_attempts" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_idx" ON "password_reset_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_sessions_user_idx" ON "refresh_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_workshop_roles_unique" ON "user_workshop_roles" USING btree ("user_id","workshop_id","role_id");--> statement-breakpoint
CREATE INDEX "user_workshop_roles_workshop_idx" ON "user_workshop_roles" USING btree ("workshop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_unique" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."email" is not null and "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "boxes_workshop_name_unique" ON "boxes" USING btree ("workshop_id","name") WHERE "boxes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "boxes_user_idx" ON "boxes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "monitors_workshop_idx" ON "monitors" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX "monitors_user_idx" ON "monitors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "slogans_workshop_idx" ON "slogans" USING btree ("workshop_id","order");--> statement-breakpoint
CREATE INDEX "totems_workshop_idx" ON "totems" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX "totems_user_idx" ON "totems" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "news_publication_date_idx" ON "news" USING btree ("publication_date");--> statement-breakpoint
CREATE INDEX "outbox_messages_status_scheduled_idx" ON "outbox_messages" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_groups_workshop_name_unique" ON "queue_groups" USING btree ("workshop_id","name") WHERE "queue_groups"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "queues_one_default_per_workshop" ON "queues" USING btree ("workshop_id") WHERE "queues"."is_default" and "queues"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "queues_group_idx" ON "queues" USING btree ("queue_group_id");--> statement-breakpoint
CREATE INDEX "survey_questions_workshop_idx" ON "survey_questions" USING btree ("workshop_id","position");--> statement-breakpoint
CREATE INDEX "appointment_upload_messages_upload_idx" ON "appointment_upload_messages" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "appointment_uploads_workshop_idx" ON "appointment_uploads" USING btree ("workshop_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_brands_name_unique" ON "vehicle_brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "vehicle_models_brand_idx" ON "vehicle_models" USING btree ("vehicle_brand_id");