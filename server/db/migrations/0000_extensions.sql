-- Search (pg_trgm for fuzzy matching, unaccent for folding) needs these on PGlite and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
