-- Weighted full-text documents for products, services and businesses (DESIGN.md §1 search).
--   products:   name A · tags, category, sub-categories B · brand C · description D
--   services:   name A · tags, category, sub-categories B · description D
--   businesses: name A · tags B · city, state, address C · description D
-- A generated column cannot do this (array_to_string is not IMMUTABLE and the document reads
-- other tables), so triggers keep `search_vector` current: on the row itself, when its
-- sub-category links change, and when a category, sub-category or brand is renamed.
-- Queries must use the same configuration: websearch_to_tsquery('english', $1).

CREATE OR REPLACE FUNCTION product_search_vector(
  p_id uuid, p_name text, p_tags text[], p_category_id uuid, p_brand_id uuid, p_description text
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT
    setweight(to_tsvector('english', coalesce(p_name, '')), 'A') ||
    setweight(to_tsvector('english',
      coalesce(array_to_string(p_tags, ' '), '') || ' ' ||
      coalesce((SELECT c.category FROM categories c WHERE c.id = p_category_id), '') || ' ' ||
      coalesce((SELECT string_agg(sc.sub_category, ' ')
                  FROM product_sub_categories psc
                  JOIN sub_categories sc ON sc.id = psc.fk_sub_category_id
                 WHERE psc.fk_product_id = p_id), '')), 'B') ||
    setweight(to_tsvector('english',
      coalesce((SELECT b.brand FROM brands b WHERE b.id = p_brand_id), '')), 'C') ||
    setweight(to_tsvector('english', coalesce(p_description, '')), 'D')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION service_search_vector(
  p_id uuid, p_name text, p_tags text[], p_category_id uuid, p_description text
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT
    setweight(to_tsvector('english', coalesce(p_name, '')), 'A') ||
    setweight(to_tsvector('english',
      coalesce(array_to_string(p_tags, ' '), '') || ' ' ||
      coalesce((SELECT c.category FROM categories c WHERE c.id = p_category_id), '') || ' ' ||
      coalesce((SELECT string_agg(sc.sub_category, ' ')
                  FROM service_sub_categories ssc
                  JOIN sub_categories sc ON sc.id = ssc.fk_sub_category_id
                 WHERE ssc.fk_service_id = p_id), '')), 'B') ||
    setweight(to_tsvector('english', coalesce(p_description, '')), 'D')
$$;
--> statement-breakpoint

-- Rows: recompute on insert and whenever a column of the document changes.
CREATE OR REPLACE FUNCTION products_search_vector_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := product_search_vector(
    NEW.id, NEW.name, NEW.tags, NEW.fk_category_id, NEW.fk_brand_id, NEW.description);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector_row
  BEFORE INSERT OR UPDATE OF name, tags, description, fk_category_id, fk_brand_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector_row();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION services_search_vector_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := service_search_vector(
    NEW.id, NEW.name, NEW.tags, NEW.fk_category_id, NEW.description);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER services_search_vector_row
  BEFORE INSERT OR UPDATE OF name, tags, description, fk_category_id ON services
  FOR EACH ROW EXECUTE FUNCTION services_search_vector_row();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION businesses_search_vector_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(array_to_string(NEW.tags, ' '), '')), 'B') ||
    setweight(to_tsvector('english',
      coalesce(NEW.city, '') || ' ' || coalesce(NEW.state, '') || ' ' || coalesce(NEW.address, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_search_vector_row
  BEFORE INSERT OR UPDATE OF name, tags, city, state, address, description ON businesses
  FOR EACH ROW EXECUTE FUNCTION businesses_search_vector_row();
--> statement-breakpoint

-- Sub-category links: a listing is inserted before its links, so refresh once per statement.
CREATE OR REPLACE FUNCTION product_sub_categories_refresh_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET search_vector = product_search_vector(
        p.id, p.name, p.tags, p.fk_category_id, p.fk_brand_id, p.description)
     WHERE p.id IN (SELECT fk_product_id FROM new_links);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products p SET search_vector = product_search_vector(
        p.id, p.name, p.tags, p.fk_category_id, p.fk_brand_id, p.description)
     WHERE p.id IN (SELECT fk_product_id FROM old_links);
  ELSE
    UPDATE products p SET search_vector = product_search_vector(
        p.id, p.name, p.tags, p.fk_category_id, p.fk_brand_id, p.description)
     WHERE p.id IN (SELECT fk_product_id FROM new_links UNION SELECT fk_product_id FROM old_links);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_sub_categories_search_insert
  AFTER INSERT ON product_sub_categories REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION product_sub_categories_refresh_search();
--> statement-breakpoint
CREATE TRIGGER product_sub_categories_search_delete
  AFTER DELETE ON product_sub_categories REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION product_sub_categories_refresh_search();
--> statement-breakpoint
CREATE TRIGGER product_sub_categories_search_update
  AFTER UPDATE ON product_sub_categories REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION product_sub_categories_refresh_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION service_sub_categories_refresh_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE services s SET search_vector = service_search_vector(
        s.id, s.name, s.tags, s.fk_category_id, s.description)
     WHERE s.id IN (SELECT fk_service_id FROM new_links);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE services s SET search_vector = service_search_vector(
        s.id, s.name, s.tags, s.fk_category_id, s.description)
     WHERE s.id IN (SELECT fk_service_id FROM old_links);
  ELSE
    UPDATE services s SET search_vector = service_search_vector(
        s.id, s.name, s.tags, s.fk_category_id, s.description)
     WHERE s.id IN (SELECT fk_service_id FROM new_links UNION SELECT fk_service_id FROM old_links);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER service_sub_categories_search_insert
  AFTER INSERT ON service_sub_categories REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION service_sub_categories_refresh_search();
--> statement-breakpoint
CREATE TRIGGER service_sub_categories_search_delete
  AFTER DELETE ON service_sub_categories REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION service_sub_categories_refresh_search();
--> statement-breakpoint
CREATE TRIGGER service_sub_categories_search_update
  AFTER UPDATE ON service_sub_categories REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION service_sub_categories_refresh_search();
--> statement-breakpoint

-- Renames in the catalogue reach every listing that carries the name.
CREATE OR REPLACE FUNCTION categories_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_vector = product_search_vector(
      p.id, p.name, p.tags, p.fk_category_id, p.fk_brand_id, p.description)
   WHERE p.fk_category_id = NEW.id;
  UPDATE services s SET search_vector = service_search_vector(
      s.id, s.name, s.tags, s.fk_category_id, s.description)
   WHERE s.fk_category_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_search_rename
  AFTER UPDATE OF category ON categories
  FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category)
  EXECUTE FUNCTION categories_refresh_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sub_categories_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_vector = product_search_vector(
      p.id, p.name, p.tags, p.fk_category_id, p.fk_brand_id, p.description)
   WHERE p.id IN (SELECT fk_product_id FROM product_sub_categories WHERE fk_sub_category_id = NEW.id);
  UPDATE services s SET search_vector = service_search_vector(
      s.id, s.name, s.tags, s.fk_category_id, s.description)
   WHERE s.id IN (SELECT fk_service_id FROM service_sub_categories WHERE fk_sub_category_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sub_categories_search_rename
  AFTER UPDATE OF sub_category ON sub_categories
  FOR EACH ROW WHEN (OLD.sub_category IS DISTINCT FROM NEW.sub_category)
  EXECUTE FUNCTION sub_categories_refresh_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION brands_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_vector = product_search_vector(
      p.id, p.name, p.tags, p.fk_category_id, p.fk_brand_id, p.description)
   WHERE p.fk_brand_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brands_search_rename
  AFTER UPDATE OF brand ON brands
  FOR EACH ROW WHEN (OLD.brand IS DISTINCT FROM NEW.brand)
  EXECUTE FUNCTION brands_refresh_search();
