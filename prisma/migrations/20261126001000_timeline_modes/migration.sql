-- Issue 18: each timeline bucket's most frequent browser, country and device, kept by the fold
-- (one row per scope and bucket) so a report reads them instead of sorting every value counter.
CREATE TABLE "AnalyticsTimelineMode" (
    "scope" TEXT NOT NULL,
    "bucket" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "n" BIGINT NOT NULL,
    CONSTRAINT "AnalyticsTimelineMode_pkey" PRIMARY KEY ("scope", "bucket")
);
CREATE INDEX "AnalyticsTimelineMode_teamId_idx" ON "AnalyticsTimelineMode"("teamId");

-- The modes of what is already folded, with the readers' tie rule (first value in collation order).
INSERT INTO "AnalyticsTimelineMode" ("scope", "bucket", "teamId", "value", "n")
SELECT DISTINCT ON (c.scope, c.k1) c.scope, c.k1, c."teamId", c.k2, c.n
FROM "AnalyticsCounter" c WHERE c.dim = 'tm' AND c.n > 0
ORDER BY c.scope, c.k1, c.n DESC, c.k2;
