-- pg_restore runs with an empty search_path, and earthdistance's ll_to_earth names its type and
-- functions unqualified: an index on it could not be rebuilt from a dump ("type earth does not
-- exist", test/faults/backup-restore.test.ts). earth_at is the same formula with every name
-- qualified, still a plain SQL function the planner inlines.
CREATE OR REPLACE FUNCTION "public"."earth_at"(latitude double precision, longitude double precision)
  RETURNS "public"."earth" LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$SELECT public.cube(public.cube(public.cube(public.earth() * cos(radians(latitude)) * cos(radians(longitude))), public.earth() * cos(radians(latitude)) * sin(radians(longitude))), public.earth() * sin(radians(latitude)))::public.earth$$;--> statement-breakpoint
DROP INDEX "businesses_public_earth_idx";--> statement-breakpoint
CREATE INDEX "businesses_public_earth_idx" ON "businesses" USING gist (earth_at("latitude", "longitude")) WHERE "businesses"."is_approved" and "businesses"."is_active" and "businesses"."deleted_at" is null;