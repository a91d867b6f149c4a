CREATE TABLE "insight_listing_window" (
	"business_id" uuid NOT NULL,
	"days" integer NOT NULL,
	"listing_type" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"whatsapp" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	"actions" integer GENERATED ALWAYS AS (views + calls + whatsapp + shares + enquiries) STORED NOT NULL,
	CONSTRAINT "insight_listing_window_business_id_days_listing_type_listing_id_pk" PRIMARY KEY("business_id","days","listing_type","listing_id"),
	CONSTRAINT "insight_listing_window_days_check" CHECK ("insight_listing_window"."days" in (7, 30, 90))
);
--> statement-breakpoint
CREATE TABLE "insight_term_window" (
	"business_id" uuid NOT NULL,
	"days" integer NOT NULL,
	"term" text NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_term_window_business_id_days_term_pk" PRIMARY KEY("business_id","days","term"),
	CONSTRAINT "insight_term_window_days_check" CHECK ("insight_term_window"."days" in (7, 30, 90))
);
--> statement-breakpoint
CREATE TABLE "insight_window_start" (
	"business_id" uuid NOT NULL,
	"days" integer NOT NULL,
	"start_day" date NOT NULL,
	CONSTRAINT "insight_window_start_business_id_days_pk" PRIMARY KEY("business_id","days"),
	CONSTRAINT "insight_window_start_days_check" CHECK ("insight_window_start"."days" in (7, 30, 90))
);
--> statement-breakpoint
ALTER TABLE "insight_listing_window" ADD CONSTRAINT "insight_listing_window_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_term_window" ADD CONSTRAINT "insight_term_window_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_window_start" ADD CONSTRAINT "insight_window_start_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_listing_window_rank_idx" ON "insight_listing_window" USING btree ("business_id","days","actions" DESC NULLS LAST,"appearances" DESC NULLS LAST,"listing_id");