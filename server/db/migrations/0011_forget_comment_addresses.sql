-- Readers' addresses are no longer stored in the clear (issue 22, docs/decisions/0078): the next
-- migration drops comments.ip_address. Emptying it first rewrites every row that had one, so the
-- address leaves the live rows (a dropped column's values would stay in them until each row is
-- next written); vacuuming then reclaims the old row versions.
UPDATE "comments" SET "ip_address" = NULL WHERE "ip_address" IS NOT NULL;
