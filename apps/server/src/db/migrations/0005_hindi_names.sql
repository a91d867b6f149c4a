ALTER TABLE "categories" ADD COLUMN "category_hi" text;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "sub_category_hi" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "images_hi" text[];--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_images_hi_check" CHECK ("banners"."images_hi" is null or cardinality("banners"."images_hi") >= 1);