CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"phone_no" text NOT NULL,
	"type" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_codes_phone_no_check" CHECK ("otp_codes"."phone_no" ~ '^[0-9]{10}$'),
	CONSTRAINT "otp_codes_type_check" CHECK ("otp_codes"."type" in ('RegisterUser', 'ResetPassword')),
	CONSTRAINT "otp_codes_attempts_check" CHECK ("otp_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"phone_no" text NOT NULL,
	"type" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "phone_verifications_phone_no_check" CHECK ("phone_verifications"."phone_no" ~ '^[0-9]{10}$'),
	CONSTRAINT "phone_verifications_type_check" CHECK ("phone_verifications"."type" in ('RegisterUser', 'ResetPassword'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_no" text NOT NULL,
	"email" text,
	"gender" text DEFAULT 'Male' NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"plan" text DEFAULT 'Plan 0' NOT NULL,
	"plan_expires_at" timestamp with time zone,
	"logo" text,
	"address" text,
	"city" text,
	"state" text,
	"is_approved" boolean DEFAULT false NOT NULL,
	"rejection_message" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_no_check" CHECK ("users"."phone_no" ~ '^[0-9]{10}$'),
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" in ('Male', 'Female', 'Other')),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fk_state_id" uuid NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"is_served" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cities_latitude_check" CHECK ("cities"."latitude" between -90 and 90),
	CONSTRAINT "cities_longitude_check" CHECK ("cities"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_type_check" CHECK ("categories"."type" in ('product', 'service'))
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"color" text NOT NULL,
	"color_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colors_color_check" CHECK ("colors"."color" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fk_category_id" uuid NOT NULL,
	"sub_category" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_category_brands" (
	"fk_sub_category_id" uuid NOT NULL,
	"fk_brand_id" uuid NOT NULL,
	CONSTRAINT "sub_category_brands_fk_sub_category_id_fk_brand_id_pk" PRIMARY KEY("fk_sub_category_id","fk_brand_id")
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fk_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"business_type" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text NOT NULL,
	"website" text,
	"phone_no" text NOT NULL,
	"gst" text,
	"doe" text,
	"fb" text,
	"insta" text,
	"address" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"pin_code" text NOT NULL,
	"working_hours" jsonb,
	"is_approved" boolean DEFAULT false NOT NULL,
	"rejection_message" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_type_check" CHECK ("businesses"."business_type" in ('product', 'service')),
	CONSTRAINT "businesses_images_check" CHECK (cardinality("businesses"."images") <= 6),
	CONSTRAINT "businesses_tags_check" CHECK (cardinality("businesses"."tags") <= 6),
	CONSTRAINT "businesses_phone_no_check" CHECK ("businesses"."phone_no" ~ '^[0-9]{10}$'),
	CONSTRAINT "businesses_pin_code_check" CHECK ("businesses"."pin_code" ~ '^[0-9]{6}$'),
	CONSTRAINT "businesses_doe_check" CHECK ("businesses"."doe" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "businesses_views_check" CHECK ("businesses"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_colors" (
	"fk_product_id" uuid NOT NULL,
	"fk_color_id" uuid NOT NULL,
	CONSTRAINT "product_colors_fk_product_id_fk_color_id_pk" PRIMARY KEY("fk_product_id","fk_color_id")
);
--> statement-breakpoint
CREATE TABLE "product_sub_categories" (
	"fk_product_id" uuid NOT NULL,
	"fk_sub_category_id" uuid NOT NULL,
	CONSTRAINT "product_sub_categories_fk_product_id_fk_sub_category_id_pk" PRIMARY KEY("fk_product_id","fk_sub_category_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fk_business_id" uuid NOT NULL,
	"fk_category_id" uuid NOT NULL,
	"fk_brand_id" uuid,
	"sku" text,
	"name" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_per_unit" numeric(12, 2),
	"selling_price" numeric(12, 2),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"specifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"disclaimer" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"rejection_message" text,
	"deleted_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_images_check" CHECK (cardinality("products"."images") <= 6),
	CONSTRAINT "products_tags_check" CHECK (cardinality("products"."tags") <= 6),
	CONSTRAINT "products_specifications_check" CHECK (cardinality("products"."specifications") <= 6),
	CONSTRAINT "products_disclaimer_check" CHECK (cardinality("products"."disclaimer") <= 6),
	CONSTRAINT "products_views_check" CHECK ("products"."views" >= 0),
	CONSTRAINT "products_price_per_unit_check" CHECK ("products"."price_per_unit" >= 0),
	CONSTRAINT "products_selling_price_check" CHECK ("products"."selling_price" >= 0),
	CONSTRAINT "products_selling_le_mrp_check" CHECK ("products"."selling_price" <= "products"."price_per_unit")
);
--> statement-breakpoint
CREATE TABLE "service_sub_categories" (
	"fk_service_id" uuid NOT NULL,
	"fk_sub_category_id" uuid NOT NULL,
	CONSTRAINT "service_sub_categories_fk_service_id_fk_sub_category_id_pk" PRIMARY KEY("fk_service_id","fk_sub_category_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fk_business_id" uuid NOT NULL,
	"fk_category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_per_unit" numeric(12, 2),
	"selling_price" numeric(12, 2),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"rejection_message" text,
	"deleted_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_images_check" CHECK (cardinality("services"."images") <= 6),
	CONSTRAINT "services_tags_check" CHECK (cardinality("services"."tags") <= 6),
	CONSTRAINT "services_views_check" CHECK ("services"."views" >= 0),
	CONSTRAINT "services_price_per_unit_check" CHECK ("services"."price_per_unit" >= 0),
	CONSTRAINT "services_selling_price_check" CHECK ("services"."selling_price" >= 0),
	CONSTRAINT "services_selling_le_mrp_check" CHECK ("services"."selling_price" <= "services"."price_per_unit")
);
--> statement-breakpoint
CREATE TABLE "business_leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contact_person" text NOT NULL,
	"phone_no" text NOT NULL,
	"email" text,
	"business_name" text,
	"query" text,
	"fk_business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "business_leads_phone_no_check" CHECK ("business_leads"."phone_no" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "product_leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contact_person" text NOT NULL,
	"phone_no" text NOT NULL,
	"email" text,
	"business_name" text,
	"query" text,
	"fk_business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"fk_product_id" uuid NOT NULL,
	CONSTRAINT "product_leads_phone_no_check" CHECK ("product_leads"."phone_no" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "service_leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contact_person" text NOT NULL,
	"phone_no" text NOT NULL,
	"email" text,
	"business_name" text,
	"query" text,
	"fk_business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"fk_service_id" uuid NOT NULL,
	CONSTRAINT "service_leads_phone_no_check" CHECK ("service_leads"."phone_no" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"images" text[] NOT NULL,
	"fk_category_id" uuid,
	"fk_sub_category_id" uuid,
	"fk_city_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_images_check" CHECK (cardinality("banners"."images") >= 1)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_no" text,
	"email" text,
	"message" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_phone_no_check" CHECK ("contact_messages"."phone_no" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "listing_views" (
	"listing_type" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_views_listing_type_listing_id_day_visitor_hash_pk" PRIMARY KEY("listing_type","listing_id","day","visitor_hash"),
	CONSTRAINT "listing_views_type_check" CHECK ("listing_views"."listing_type" in ('product', 'service', 'business'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fk_user_id" uuid NOT NULL,
	"notification" text NOT NULL,
	"redirect" text,
	"is_marked_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"duration" text NOT NULL,
	"months" integer NOT NULL,
	"price" integer NOT NULL,
	"discount" text DEFAULT '' NOT NULL,
	CONSTRAINT "subscription_plans_months_check" CHECK ("subscription_plans"."months" > 0),
	CONSTRAINT "subscription_plans_price_check" CHECK ("subscription_plans"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fk_user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_requests_status_check" CHECK ("subscription_requests"."status" in ('open', 'done'))
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_fk_state_id_states_id_fk" FOREIGN KEY ("fk_state_id") REFERENCES "public"."states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_fk_category_id_categories_id_fk" FOREIGN KEY ("fk_category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_category_brands" ADD CONSTRAINT "sub_category_brands_fk_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("fk_sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_category_brands" ADD CONSTRAINT "sub_category_brands_fk_brand_id_brands_id_fk" FOREIGN KEY ("fk_brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_fk_user_id_users_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_fk_product_id_products_id_fk" FOREIGN KEY ("fk_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_fk_color_id_colors_id_fk" FOREIGN KEY ("fk_color_id") REFERENCES "public"."colors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sub_categories" ADD CONSTRAINT "product_sub_categories_fk_product_id_products_id_fk" FOREIGN KEY ("fk_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sub_categories" ADD CONSTRAINT "product_sub_categories_fk_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("fk_sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fk_business_id_businesses_id_fk" FOREIGN KEY ("fk_business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fk_category_id_categories_id_fk" FOREIGN KEY ("fk_category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fk_brand_id_brands_id_fk" FOREIGN KEY ("fk_brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_sub_categories" ADD CONSTRAINT "service_sub_categories_fk_service_id_services_id_fk" FOREIGN KEY ("fk_service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_sub_categories" ADD CONSTRAINT "service_sub_categories_fk_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("fk_sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_fk_business_id_businesses_id_fk" FOREIGN KEY ("fk_business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_fk_category_id_categories_id_fk" FOREIGN KEY ("fk_category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_leads" ADD CONSTRAINT "business_leads_fk_business_id_businesses_id_fk" FOREIGN KEY ("fk_business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_leads" ADD CONSTRAINT "product_leads_fk_business_id_businesses_id_fk" FOREIGN KEY ("fk_business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_leads" ADD CONSTRAINT "product_leads_fk_product_id_products_id_fk" FOREIGN KEY ("fk_product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_leads" ADD CONSTRAINT "service_leads_fk_business_id_businesses_id_fk" FOREIGN KEY ("fk_business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_leads" ADD CONSTRAINT "service_leads_fk_service_id_services_id_fk" FOREIGN KEY ("fk_service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_fk_category_id_categories_id_fk" FOREIGN KEY ("fk_category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_fk_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("fk_sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_fk_city_id_cities_id_fk" FOREIGN KEY ("fk_city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_fk_user_id_users_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD CONSTRAINT "subscription_requests_fk_user_id_users_id_fk" FOREIGN KEY ("fk_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_requests" ADD CONSTRAINT "subscription_requests_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_codes_phone_type_idx" ON "otp_codes" USING btree ("phone_no","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_type_idx" ON "phone_verifications" USING btree ("phone_no","type","verified_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_no_key" ON "users" USING btree ("phone_no");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role") WHERE "users"."role" = 'admin';--> statement-breakpoint
CREATE INDEX "users_pending_idx" ON "users" USING btree ("created_at") WHERE "users"."is_approved" = false and "users"."rejection_message" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_state_name_key" ON "cities" USING btree ("fk_state_id","name");--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_served_idx" ON "cities" USING btree ("name") WHERE "cities"."is_served";--> statement-breakpoint
CREATE UNIQUE INDEX "states_name_key" ON "states" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "states_code_key" ON "states" USING btree ("code");--> statement-breakpoint
CREATE INDEX "states_name_trgm_idx" ON "states" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "brands_brand_key" ON "brands" USING btree ("brand");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_type_category_key" ON "categories" USING btree ("type","category");--> statement-breakpoint
CREATE UNIQUE INDEX "colors_color_name_key" ON "colors" USING btree ("color_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_categories_category_name_key" ON "sub_categories" USING btree ("fk_category_id","sub_category");--> statement-breakpoint
CREATE INDEX "sub_categories_name_trgm_idx" ON "sub_categories" USING gin ("sub_category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sub_category_brands_brand_idx" ON "sub_category_brands" USING btree ("fk_brand_id");--> statement-breakpoint
CREATE INDEX "businesses_user_idx" ON "businesses" USING btree ("fk_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "businesses_public_created_idx" ON "businesses" USING btree ("created_at" DESC NULLS LAST) WHERE "businesses"."is_approved" and "businesses"."is_active" and "businesses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "businesses_public_city_idx" ON "businesses" USING btree ("city","created_at" DESC NULLS LAST) WHERE "businesses"."is_approved" and "businesses"."is_active" and "businesses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "businesses_pending_idx" ON "businesses" USING btree ("created_at") WHERE "businesses"."is_approved" = false and "businesses"."rejection_message" is null and "businesses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "businesses_search_idx" ON "businesses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "businesses_name_trgm_idx" ON "businesses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_colors_color_idx" ON "product_colors" USING btree ("fk_color_id","fk_product_id");--> statement-breakpoint
CREATE INDEX "product_sub_categories_sub_category_idx" ON "product_sub_categories" USING btree ("fk_sub_category_id","fk_product_id");--> statement-breakpoint
CREATE INDEX "products_business_idx" ON "products" USING btree ("fk_business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("fk_category_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("fk_brand_id");--> statement-breakpoint
CREATE INDEX "products_public_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST) WHERE "products"."is_approved" and "products"."is_active" and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_public_name_idx" ON "products" USING btree ("name") WHERE "products"."is_approved" and "products"."is_active" and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_public_category_idx" ON "products" USING btree ("fk_category_id","created_at" DESC NULLS LAST) WHERE "products"."is_approved" and "products"."is_active" and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_public_price_idx" ON "products" USING btree ("selling_price") WHERE "products"."is_approved" and "products"."is_active" and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_public_views_idx" ON "products" USING btree ("views" DESC NULLS LAST) WHERE "products"."is_approved" and "products"."is_active" and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_pending_idx" ON "products" USING btree ("created_at") WHERE "products"."is_approved" = false and "products"."rejection_message" is null and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_sub_categories_sub_category_idx" ON "service_sub_categories" USING btree ("fk_sub_category_id","fk_service_id");--> statement-breakpoint
CREATE INDEX "services_business_idx" ON "services" USING btree ("fk_business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("fk_category_id");--> statement-breakpoint
CREATE INDEX "services_public_created_idx" ON "services" USING btree ("created_at" DESC NULLS LAST) WHERE "services"."is_approved" and "services"."is_active" and "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_public_name_idx" ON "services" USING btree ("name") WHERE "services"."is_approved" and "services"."is_active" and "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_public_category_idx" ON "services" USING btree ("fk_category_id","created_at" DESC NULLS LAST) WHERE "services"."is_approved" and "services"."is_active" and "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_public_price_idx" ON "services" USING btree ("selling_price") WHERE "services"."is_approved" and "services"."is_active" and "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_public_views_idx" ON "services" USING btree ("views" DESC NULLS LAST) WHERE "services"."is_approved" and "services"."is_active" and "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_pending_idx" ON "services" USING btree ("created_at") WHERE "services"."is_approved" = false and "services"."rejection_message" is null and "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "services_name_trgm_idx" ON "services" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_leads_business_idx" ON "business_leads" USING btree ("fk_business_id","created_at" DESC NULLS LAST) WHERE "business_leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_leads_product_idx" ON "product_leads" USING btree ("fk_product_id","created_at" DESC NULLS LAST) WHERE "product_leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_leads_business_idx" ON "product_leads" USING btree ("fk_business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_leads_service_idx" ON "service_leads" USING btree ("fk_service_id","created_at" DESC NULLS LAST) WHERE "service_leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "service_leads_business_idx" ON "service_leads" USING btree ("fk_business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_entity_idx" ON "admin_audit_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_idx" ON "admin_audit_log" USING btree ("admin_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "banners_scope_idx" ON "banners" USING btree ("fk_city_id","fk_category_id","fk_sub_category_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_views_day_idx" ON "listing_views" USING btree ("day","listing_type");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("fk_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("fk_user_id") WHERE "notifications"."is_marked_read" = false;--> statement-breakpoint
CREATE INDEX "subscription_requests_open_idx" ON "subscription_requests" USING btree ("created_at") WHERE "subscription_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "subscription_requests_user_idx" ON "subscription_requests" USING btree ("fk_user_id","created_at" DESC NULLS LAST);