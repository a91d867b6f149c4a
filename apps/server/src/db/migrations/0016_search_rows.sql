-- One search row per public listing (issue 21, docs/decisions/024-search-rows.md): the listing's
-- own sort and filter keys with its business's city and rating beside them, so a public list is
-- one table's indexes (text, city, order) and stops after its page, instead of collecting every
-- match, joining it to its business and owner and filtering city and visibility afterwards.
-- A row exists exactly while the listing, its business and the business's owner are public
-- (DESIGN.md §4); the triggers below keep it so on every write. The cards are still read from
-- the listing tables with the full visibility rule (cards.ts), so a row can never show more.
-- Hand-written: Drizzle models neither views, functions nor triggers; the tables are read by raw
-- SQL only (modules/discovery/listings.ts).

CREATE VIEW "product_search_source" AS
  SELECT l.id, l.fk_business_id, b.city, l.fk_category_id, l.fk_brand_id,
         coalesce((SELECT array_agg(psc.fk_sub_category_id) FROM product_sub_categories psc
                    WHERE psc.fk_product_id = l.id), '{}') AS sub_category_ids,
         l.price_per_unit, l.selling_price, lower(l.name) AS name_key, l.created_at,
         b.rating_average, b.rating_count, l.search_vector,
         to_tsvector('english', l.name) AS name_vector
    FROM products l
    JOIN businesses b ON b.id = l.fk_business_id
    JOIN users u ON u.id = b.fk_user_id
   WHERE l.is_approved AND l.is_active AND l.deleted_at IS NULL
     AND b.is_approved AND b.is_active AND b.deleted_at IS NULL AND u.is_active;
--> statement-breakpoint
CREATE VIEW "service_search_source" AS
  SELECT l.id, l.fk_business_id, b.city, l.fk_category_id, NULL::uuid AS fk_brand_id,
         coalesce((SELECT array_agg(ssc.fk_sub_category_id) FROM service_sub_categories ssc
                    WHERE ssc.fk_service_id = l.id), '{}') AS sub_category_ids,
         l.price_per_unit, l.selling_price, lower(l.name) AS name_key, l.created_at,
         b.rating_average, b.rating_count, l.search_vector,
         to_tsvector('english', l.name) AS name_vector
    FROM services l
    JOIN businesses b ON b.id = l.fk_business_id
    JOIN users u ON u.id = b.fk_user_id
   WHERE l.is_approved AND l.is_active AND l.deleted_at IS NULL
     AND b.is_approved AND b.is_active AND b.deleted_at IS NULL AND u.is_active;
--> statement-breakpoint
CREATE TABLE "product_search_rows" (
  "id" uuid PRIMARY KEY REFERENCES "products"("id") ON DELETE CASCADE,
  "fk_business_id" uuid NOT NULL,
  "city" text NOT NULL,
  "fk_category_id" uuid NOT NULL,
  "fk_brand_id" uuid,
  "sub_category_ids" uuid[] NOT NULL,
  "price_per_unit" numeric(12, 2),
  "selling_price" numeric(12, 2),
  "name_key" text NOT NULL,
  "created_at" timestamptz NOT NULL,
  "rating_average" numeric(2, 1),
  "rating_count" integer NOT NULL,
  "search_vector" tsvector,
  "name_vector" tsvector NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_search_rows" (LIKE "product_search_rows" INCLUDING ALL);
--> statement-breakpoint
ALTER TABLE "service_search_rows"
  ADD FOREIGN KEY ("id") REFERENCES "services"("id") ON DELETE CASCADE;
--> statement-breakpoint

-- Refresh the rows of some listings: drop theirs, then copy back those that are public.
CREATE FUNCTION refresh_product_search_rows(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_search_rows WHERE id = ANY(ids);
  INSERT INTO product_search_rows SELECT * FROM product_search_source WHERE id = ANY(ids);
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_service_search_rows(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM service_search_rows WHERE id = ANY(ids);
  INSERT INTO service_search_rows SELECT * FROM service_search_source WHERE id = ANY(ids);
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_business_search_rows(business_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT refresh_product_search_rows(
    array(SELECT id FROM products WHERE fk_business_id = ANY(business_ids)));
  SELECT refresh_service_search_rows(
    array(SELECT id FROM services WHERE fk_business_id = ANY(business_ids)));
$$;
--> statement-breakpoint

-- Listings: once per inserting statement (a bulk import or the bench's million rows is one set
-- operation), and per updated row only when a column the row copies changed, so the view
-- counter's updates cost nothing here.
CREATE FUNCTION products_search_rows_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search_rows(array(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_rows_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION products_search_rows_insert();
--> statement-breakpoint
CREATE FUNCTION services_search_rows_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_service_search_rows(array(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER services_search_rows_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION services_search_rows_insert();
--> statement-breakpoint
CREATE FUNCTION products_search_rows_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search_rows(array[NEW.id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_rows_update AFTER UPDATE ON products FOR EACH ROW
  WHEN ((OLD.is_approved, OLD.is_active, OLD.deleted_at, OLD.fk_business_id, OLD.fk_category_id,
         OLD.fk_brand_id, OLD.price_per_unit, OLD.selling_price, OLD.name, OLD.search_vector)
        IS DISTINCT FROM
        (NEW.is_approved, NEW.is_active, NEW.deleted_at, NEW.fk_business_id, NEW.fk_category_id,
         NEW.fk_brand_id, NEW.price_per_unit, NEW.selling_price, NEW.name, NEW.search_vector))
  EXECUTE FUNCTION products_search_rows_update();
--> statement-breakpoint
CREATE FUNCTION services_search_rows_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_service_search_rows(array[NEW.id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER services_search_rows_update AFTER UPDATE ON services FOR EACH ROW
  WHEN ((OLD.is_approved, OLD.is_active, OLD.deleted_at, OLD.fk_business_id, OLD.fk_category_id,
         OLD.price_per_unit, OLD.selling_price, OLD.name, OLD.search_vector)
        IS DISTINCT FROM
        (NEW.is_approved, NEW.is_active, NEW.deleted_at, NEW.fk_business_id, NEW.fk_category_id,
         NEW.price_per_unit, NEW.selling_price, NEW.name, NEW.search_vector))
  EXECUTE FUNCTION services_search_rows_update();
--> statement-breakpoint

-- Sub-category links (the row keeps their ids): once per statement.
CREATE FUNCTION product_links_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_search_rows(array(SELECT fk_product_id FROM new_links));
  ELSE
    PERFORM refresh_product_search_rows(array(SELECT fk_product_id FROM old_links));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_links_search_rows_insert AFTER INSERT ON product_sub_categories
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT
  EXECUTE FUNCTION product_links_search_rows();
--> statement-breakpoint
CREATE TRIGGER product_links_search_rows_delete AFTER DELETE ON product_sub_categories
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT
  EXECUTE FUNCTION product_links_search_rows();
--> statement-breakpoint
CREATE FUNCTION service_links_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_service_search_rows(array(SELECT fk_service_id FROM new_links));
  ELSE
    PERFORM refresh_service_search_rows(array(SELECT fk_service_id FROM old_links));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER service_links_search_rows_insert AFTER INSERT ON service_sub_categories
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT
  EXECUTE FUNCTION service_links_search_rows();
--> statement-breakpoint
CREATE TRIGGER service_links_search_rows_delete AFTER DELETE ON service_sub_categories
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT
  EXECUTE FUNCTION service_links_search_rows();
--> statement-breakpoint

-- Businesses (visibility, city, rating) and owners (active or not): every listing of theirs.
CREATE FUNCTION businesses_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_business_search_rows(array[NEW.id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_search_rows AFTER UPDATE ON businesses FOR EACH ROW
  WHEN ((OLD.is_approved, OLD.is_active, OLD.deleted_at, OLD.fk_user_id, OLD.city,
         OLD.rating_average, OLD.rating_count)
        IS DISTINCT FROM
        (NEW.is_approved, NEW.is_active, NEW.deleted_at, NEW.fk_user_id, NEW.city,
         NEW.rating_average, NEW.rating_count))
  EXECUTE FUNCTION businesses_search_rows();
--> statement-breakpoint
CREATE FUNCTION users_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_business_search_rows(
    array(SELECT id FROM businesses WHERE fk_user_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_search_rows AFTER UPDATE OF is_active ON users FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION users_search_rows();
--> statement-breakpoint

INSERT INTO product_search_rows SELECT * FROM product_search_source;
--> statement-breakpoint
INSERT INTO service_search_rows SELECT * FROM service_search_source;
--> statement-breakpoint

-- The orders and filters of public lists (listings.ts says which query walks which).
CREATE INDEX "product_search_rows_text_idx" ON "product_search_rows" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "product_search_rows_sub_categories_idx" ON "product_search_rows" USING gin ("sub_category_ids");
--> statement-breakpoint
CREATE INDEX "product_search_rows_newest_idx" ON "product_search_rows" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "product_search_rows_city_newest_idx" ON "product_search_rows" ("city", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "product_search_rows_name_idx" ON "product_search_rows" ("name_key", "id");
--> statement-breakpoint
CREATE INDEX "product_search_rows_city_name_idx" ON "product_search_rows" ("city", "name_key", "id");
--> statement-breakpoint
CREATE INDEX "product_search_rows_rating_idx" ON "product_search_rows" ("rating_average" DESC NULLS LAST, "rating_count" DESC, "fk_business_id" DESC, "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "product_search_rows_city_rating_idx" ON "product_search_rows" ("city", "rating_average" DESC NULLS LAST, "rating_count" DESC, "fk_business_id" DESC, "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "product_search_rows_business_idx" ON "product_search_rows" ("fk_business_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "product_search_rows_category_idx" ON "product_search_rows" ("fk_category_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "service_search_rows_text_idx" ON "service_search_rows" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "service_search_rows_sub_categories_idx" ON "service_search_rows" USING gin ("sub_category_ids");
--> statement-breakpoint
CREATE INDEX "service_search_rows_newest_idx" ON "service_search_rows" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "service_search_rows_city_newest_idx" ON "service_search_rows" ("city", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "service_search_rows_name_idx" ON "service_search_rows" ("name_key", "id");
--> statement-breakpoint
CREATE INDEX "service_search_rows_city_name_idx" ON "service_search_rows" ("city", "name_key", "id");
--> statement-breakpoint
CREATE INDEX "service_search_rows_rating_idx" ON "service_search_rows" ("rating_average" DESC NULLS LAST, "rating_count" DESC, "fk_business_id" DESC, "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "service_search_rows_city_rating_idx" ON "service_search_rows" ("city", "rating_average" DESC NULLS LAST, "rating_count" DESC, "fk_business_id" DESC, "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "service_search_rows_business_idx" ON "service_search_rows" ("fk_business_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "service_search_rows_category_idx" ON "service_search_rows" ("fk_category_id", "created_at" DESC, "id" DESC);
