-- Streams (docs/contract.md section 20): every email is transactional or broadcast. Existing
-- campaign and automation mail is broadcast; everything else (the API, SMTP submission) transactional.
CREATE TYPE "EmailStream" AS ENUM ('transactional', 'broadcast');

ALTER TABLE "Email" ADD COLUMN "stream" "EmailStream" NOT NULL DEFAULT 'transactional';

UPDATE "Email" SET "stream" = 'broadcast' WHERE "campaignId" IS NOT NULL OR "automationRunId" IS NOT NULL;

CREATE INDEX "Email_teamId_stream_createdAt_idx" ON "Email"("teamId", "stream", "createdAt");

-- Return path (VERP): the team's own envelope-sender domain, over BOUNCE_DOMAIN.
ALTER TABLE "TeamSettings" ADD COLUMN "returnPathDomain" TEXT;
