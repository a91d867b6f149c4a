-- How many public listings each list without words holds (issue 21, docs/decisions/026-kept-totals.md):
-- all of India or a city, whole or one category or one sub-category. A list without words
-- answers its exact total (spec clients page by it), and counting it read the list's every
-- row: 775,000 search rows at 1M products (174 ms), a sub-category's 4,000-7,000 (18 ms, one heap
-- page each). Kept here by the search rows' own statement triggers, it is one primary-key read.
-- `city` '' is all of India; `scope` '' the whole catalogue, 'c:<id>' a category, 's:<id>' a
-- sub-category. Hand-written: Drizzle models no triggers; read by raw SQL (discovery/totals.ts).
CREATE TABLE "product_search_totals" (
  "city" text NOT NULL,
  "scope" text NOT NULL,
  "total" integer NOT NULL,
  PRIMARY KEY ("city", "scope")
);
--> statement-breakpoint
CREATE TABLE "service_search_totals" (LIKE "product_search_totals" INCLUDING ALL);
--> statement-breakpoint

-- The keys a search row counts under: its city and all of India, each whole, under its
-- category and under each of its sub-categories.
CREATE FUNCTION search_total_keys(row_city text, category_id uuid, sub_category_ids uuid[])
  RETURNS TABLE (city text, scope text) LANGUAGE sql IMMUTABLE AS $$
  SELECT c.city, s.scope
    FROM (VALUES (row_city), ('')) c(city)
   CROSS JOIN (SELECT '' UNION ALL SELECT 'c:' || category_id
               UNION ALL SELECT 's:' || unnest(sub_category_ids)) s(scope)
$$;
--> statement-breakpoint

-- Once per writing statement of product_search_rows or service_search_rows (their totals table
-- by name): one upsert of the keys the statement's rows added to or removed from, in key order
-- (two writers lock the same rows in the same order, so they queue rather than deadlock). A
-- refresh deletes and re-inserts a row: two statements, -1 then +1.
CREATE FUNCTION search_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  totals text := replace(TG_TABLE_NAME, '_rows', '_totals');
  added_rows text := 'SELECT city, fk_category_id, sub_category_ids, 1 AS n FROM added';
  removed_rows text := 'SELECT city, fk_category_id, sub_category_ids, -1 AS n FROM removed';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('DELETE FROM %I', totals);
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO %I AS t (city, scope, total)
     SELECT k.city, k.scope, sum(d.n)::int
       FROM (%s) d CROSS JOIN LATERAL search_total_keys(d.city, d.fk_category_id, d.sub_category_ids) k
      GROUP BY k.city, k.scope HAVING sum(d.n) <> 0 ORDER BY k.city, k.scope
     ON CONFLICT (city, scope) DO UPDATE SET total = t.total + excluded.total',
    totals,
    CASE TG_OP WHEN 'INSERT' THEN added_rows WHEN 'DELETE' THEN removed_rows
               ELSE added_rows || ' UNION ALL ' || removed_rows END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_totals_insert AFTER INSERT ON product_search_rows
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_totals_change();
--> statement-breakpoint
CREATE TRIGGER product_search_totals_delete AFTER DELETE ON product_search_rows
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_totals_change();
--> statement-breakpoint
CREATE TRIGGER product_search_totals_update AFTER UPDATE ON product_search_rows
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION search_totals_change();
--> statement-breakpoint
CREATE TRIGGER product_search_totals_truncate AFTER TRUNCATE ON product_search_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_totals_change();
--> statement-breakpoint
CREATE TRIGGER service_search_totals_insert AFTER INSERT ON service_search_rows
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_totals_change();
--> statement-breakpoint
CREATE TRIGGER service_search_totals_delete AFTER DELETE ON service_search_rows
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_totals_change();
--> statement-breakpoint
CREATE TRIGGER service_search_totals_update AFTER UPDATE ON service_search_rows
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION search_totals_change();
--> statement-breakpoint
CREATE TRIGGER service_search_totals_truncate AFTER TRUNCATE ON service_search_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_totals_change();
--> statement-breakpoint
INSERT INTO product_search_totals (city, scope, total)
SELECT k.city, k.scope, count(*)::int
  FROM product_search_rows r
 CROSS JOIN LATERAL search_total_keys(r.city, r.fk_category_id, r.sub_category_ids) k
 GROUP BY k.city, k.scope;
--> statement-breakpoint
INSERT INTO service_search_totals (city, scope, total)
SELECT k.city, k.scope, count(*)::int
  FROM service_search_rows r
 CROSS JOIN LATERAL search_total_keys(r.city, r.fk_category_id, r.sub_category_ids) k
 GROUP BY k.city, k.scope;
