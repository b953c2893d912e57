-- Room on each page for the roll-ups' next row versions (bench/README.md, tracking-ingest,
-- 2026-11-30): the recorder rewrites each touched email's fold state once per batch, and its
-- counters and timeline modes by upsert. With full pages (fillfactor 100) nearly every such update
-- put the new version on another page and added an entry to each of the table's indexes (40,000
-- state updates, 17 of them HOT, in the ingest probe); with free room on the page the update is
-- HOT and the indexes are left alone. Only new pages are filled this way; existing rows move to
-- such pages as they are updated.
ALTER TABLE "AnalyticsEmailState" SET (fillfactor = 50);
ALTER TABLE "AnalyticsCounter" SET (fillfactor = 70);
ALTER TABLE "AnalyticsTimelineMode" SET (fillfactor = 70);
