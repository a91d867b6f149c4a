-- Trigram similarity for misspelt searches (DESIGN.md §1 search). pg_trgm is a trusted
-- extension (PostgreSQL 13+): a database owner may create it without superuser rights.
-- PGlite loads it through the `pg_trgm` contrib module in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
