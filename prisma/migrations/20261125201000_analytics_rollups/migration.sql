-- Analytics roll-ups (issue 18): reports read counters maintained on the write path instead of
-- aggregating the raw tracking rows. Existing rows start unfolded; the first report of a team (or
-- the rebuild-analytics-rollups job) folds them.
ALTER TABLE "EmailTracking" ADD COLUMN "rolledUp" BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX "EmailTracking_unfolded_idx" ON "EmailTracking"("teamId") WHERE NOT "rolledUp";

CREATE TABLE "AnalyticsCounter" (
    "scope" TEXT NOT NULL,
    "dim" TEXT NOT NULL,
    "k1" TEXT NOT NULL DEFAULT '',
    "k2" TEXT NOT NULL DEFAULT '',
    "teamId" TEXT NOT NULL,
    "n" BIGINT NOT NULL DEFAULT 0,
    "u" BIGINT NOT NULL DEFAULT 0,
    "sum" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "minAt" TIMESTAMP(3),
    "maxAt" TIMESTAMP(3),
    CONSTRAINT "AnalyticsCounter_pkey" PRIMARY KEY ("scope", "dim", "k1", "k2")
);
CREATE INDEX "AnalyticsCounter_teamId_idx" ON "AnalyticsCounter"("teamId");

CREATE TABLE "AnalyticsPresence" (
    "scope" TEXT NOT NULL,
    "dim" TEXT NOT NULL,
    "member" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    CONSTRAINT "AnalyticsPresence_pkey" PRIMARY KEY ("scope", "dim", "member")
);
CREATE INDEX "AnalyticsPresence_teamId_idx" ON "AnalyticsPresence"("teamId");

CREATE TABLE "AnalyticsEmailState" (
    "emailId" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "campaignId" TEXT,
    "state" JSONB NOT NULL,
    CONSTRAINT "AnalyticsEmailState_pkey" PRIMARY KEY ("emailId")
);
CREATE INDEX "AnalyticsEmailState_teamId_idx" ON "AnalyticsEmailState"("teamId");
