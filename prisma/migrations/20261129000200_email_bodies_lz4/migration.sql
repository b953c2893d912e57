-- An Email row keeps its message's HTML and text, a few kilobytes each, which PostgreSQL compresses
-- as it writes them. With its default method (pglz) that took about a sixth of the database's
-- time for a campaign chunk's INSERT (100 rows, 8.5 ms against 6.9 ms with LZ4; bench/README.md,
-- campaign-send). LZ4 compresses several times faster for a similar size. Only new values use it;
-- rows already written keep theirs, and both are read alike. A server built without LZ4 (the
-- embedded PGlite) keeps pglz.
DO $$
BEGIN
  ALTER TABLE "Email" ALTER COLUMN "body" SET COMPRESSION lz4, ALTER COLUMN "text" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$$;
