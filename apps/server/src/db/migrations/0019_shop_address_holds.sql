-- Issue 34 item 5 (docs/decisions/021-shop-page.md): shop addresses cannot be squatted. From now
-- on an address is given when a business is approved, old ones are kept only for renames of an
-- approved business (at most 5, the least recently used dropped: OLD_SHOP_ADDRESSES in
-- modules/shop/service.ts) and a deleted business frees them. This brings the addresses given
-- under the old rule (one at every save, kept for ever) in line. Data only; no business row is
-- removed, only addresses. Addresses of approved businesses are given again at start-up
-- (assignMissingShopSlugs) if any were cleared here; none are.

-- A deleted business holds no address.
DELETE FROM "business_slugs" s
  USING "businesses" b
 WHERE b."id" = s."fk_business_id" AND b."deleted_at" IS NOT NULL;
--> statement-breakpoint
UPDATE "businesses" SET "slug" = NULL WHERE "deleted_at" IS NOT NULL AND "slug" IS NOT NULL;
--> statement-breakpoint

-- Nor does a business never approved: not approved now, and no approval of it in the audit log
-- (one approved and later rejected as a whole keeps its addresses for its return).
DELETE FROM "business_slugs" s
  USING "businesses" b
 WHERE b."id" = s."fk_business_id"
   AND NOT b."is_approved"
   AND NOT EXISTS (
     SELECT 1 FROM "admin_audit_log" a
      WHERE a."entity_type" = 'business' AND a."entity_id" = b."id"::text
        AND a."action" IN ('approve', 'approveRevision'));
--> statement-breakpoint
UPDATE "businesses" b SET "slug" = NULL
 WHERE b."slug" IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM "business_slugs" s WHERE s."slug" = b."slug");
--> statement-breakpoint

-- At most 5 old addresses besides the current one, the most recently taken kept.
DELETE FROM "business_slugs" s
  USING (
    SELECT x."slug",
           row_number() OVER (PARTITION BY x."fk_business_id"
                              ORDER BY x."created_at" DESC, x."slug" DESC) AS "n"
      FROM "business_slugs" x
      JOIN "businesses" b ON b."id" = x."fk_business_id"
     WHERE b."slug" IS DISTINCT FROM x."slug"
  ) old
 WHERE s."slug" = old."slug" AND old."n" > 5;
