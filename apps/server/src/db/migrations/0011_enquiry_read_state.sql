ALTER TABLE "business_leads" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_leads" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_leads" ADD COLUMN "read_at" timestamp with time zone;