CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"group_key" text,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_preferences" (
	"fk_user_id" uuid PRIMARY KEY NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"quiet_from" smallint DEFAULT 1320 NOT NULL,
	"quiet_to" smallint DEFAULT 480 NOT NULL,
	"last_sms_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_preferences_quiet_check" CHECK ("alert_preferences"."quiet_from" between 0 and 1439 and "alert_preferences"."quiet_to" between 0 and 1439)
);
--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_fk_user_id_users_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."finished_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_group_idx" ON "jobs" USING btree ("kind","group_key") WHERE "jobs"."finished_at" is null and "jobs"."failed_at" is null;