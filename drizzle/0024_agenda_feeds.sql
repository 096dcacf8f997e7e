CREATE TABLE "agenda_feeds" (
	"agenda_feed_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agenda_feeds" ADD CONSTRAINT "agenda_feeds_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_feeds_user_unique" ON "agenda_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_feeds_token_unique" ON "agenda_feeds" USING btree ("token_hash");