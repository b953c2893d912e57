-- Automation goals, re-entry rules and the "enters segment" trigger (issue 21, issue 20 part 1).
ALTER TYPE "AutomationRunStatus" ADD VALUE 'GOAL_REACHED';

ALTER TABLE "Automation" ADD COLUMN "goal" JSONB;
ALTER TABLE "Automation" ADD COLUMN "reentry" TEXT NOT NULL DEFAULT 'always';
ALTER TABLE "Automation" ADD COLUMN "reentryDays" INTEGER;

CREATE TABLE "AutomationEntry" (
    "automationId" TEXT NOT NULL,
    "contactId" TEXT NOT NULL,
    "lastEnteredAt" TIMESTAMP(3) NOT NULL,
    "entries" INTEGER NOT NULL DEFAULT 1,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "AutomationEntry_pkey" PRIMARY KEY ("automationId", "contactId")
);
-- Runs from before this migration count as entries, so "never" holds for contacts already through.
INSERT INTO "AutomationEntry" ("automationId", "contactId", "lastEnteredAt", "entries")
SELECT "automationId", "contactId", max("createdAt"), count(*)::int FROM "AutomationRun" GROUP BY 1, 2;

CREATE TABLE "AutomationSegmentMember" (
    "automationId" TEXT NOT NULL,
    "contactId" TEXT NOT NULL,
    "enteredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "AutomationSegmentMember_pkey" PRIMARY KEY ("automationId", "contactId")
);

CREATE TABLE "AutomationSegmentSync" (
    "automationId" TEXT NOT NULL,
    "segmentId" TEXT NOT NULL,
    "syncedAt" TIMESTAMP(3),
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "AutomationSegmentSync_pkey" PRIMARY KEY ("automationId")
);
