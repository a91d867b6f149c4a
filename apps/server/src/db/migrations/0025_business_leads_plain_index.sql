DROP INDEX "business_leads_business_idx";--> statement-breakpoint
CREATE INDEX "business_leads_business_idx" ON "business_leads" USING btree ("fk_business_id","created_at" DESC NULLS LAST);