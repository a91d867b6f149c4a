DROP INDEX "products_public_created_idx";--> statement-breakpoint
DROP INDEX "products_public_name_idx";--> statement-breakpoint
DROP INDEX "services_public_created_idx";--> statement-breakpoint
DROP INDEX "services_public_name_idx";--> statement-breakpoint
CREATE INDEX "listing_views_type_day_idx" ON "listing_views" USING btree ("listing_type","day","listing_id");--> statement-breakpoint
CREATE INDEX "products_public_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"fk_business_id") WHERE "products"."is_approved" and "products"."is_active" and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_public_name_idx" ON "products" USING btree (lower("name"),"id") WHERE "products"."is_approved" and "products"."is_active" and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_public_created_idx" ON "services" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"fk_business_id") WHERE "services"."is_approved" and "services"."is_active" and "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_public_name_idx" ON "services" USING btree (lower("name"),"id") WHERE "services"."is_approved" and "services"."is_active" and "services"."deleted_at" is null;