-- Destination throttles and deferral (docs/contract.md section 20).
ALTER TABLE "TeamSettings" ADD COLUMN "destinationLimits" JSONB NOT NULL DEFAULT '[]';

ALTER TABLE "Email" ADD COLUMN "waitingFor" TEXT;
-- Only the few rows that wait are indexed: the campaign fan-out's inserts pay nothing for it.
CREATE INDEX "Email_waitingFor_idx" ON "Email" ("teamId", "waitingFor") WHERE "waitingFor" IS NOT NULL;

CREATE TABLE "DestinationState" (
    "teamId" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "nextSlotAt" TIMESTAMPTZ(3),
    "aheadSlotAt" TIMESTAMPTZ(3),
    "deferredUntil" TIMESTAMPTZ(3),
    "deferrals" INTEGER NOT NULL DEFAULT 0,
    "lastResponse" TEXT,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DestinationState_pkey" PRIMARY KEY ("teamId", "domain")
);
