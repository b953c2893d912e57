-- Feed campaigns (docs/contract.md section 23, issue 45): the feed, what earlier runs sent from it,
-- and why the last run sent nothing.
ALTER TABLE "Campaign" ADD COLUMN "feed" JSONB;
ALTER TABLE "Campaign" ADD COLUMN "feedState" JSONB;
ALTER TABLE "Campaign" ADD COLUMN "lastRunSkipped" TEXT;
ALTER TABLE "Campaign" ADD COLUMN "lastRunSkippedReason" TEXT;
