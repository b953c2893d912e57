-- Automations that react (issue 21): WAIT_FOR_EVENT steps, and imports that start flows.
ALTER TYPE "AutomationNodeType" ADD VALUE 'WAIT_FOR_EVENT';

ALTER TABLE "ContactImport" ADD COLUMN "triggerAutomations" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "ContactImport" ADD COLUMN "flowsCursor" TEXT;
ALTER TABLE "ContactImport" ADD COLUMN "flowsDoneAt" TIMESTAMP(3);
-- Imports finished before this migration have handed nothing on and must not start now.
UPDATE "ContactImport" SET "flowsDoneAt" = CURRENT_TIMESTAMP WHERE "status" IN ('COMPLETED', 'FAILED');

ALTER TABLE "AutomationRun" ADD COLUMN "waitKey" TEXT;
ALTER TABLE "AutomationRun" ADD COLUMN "waitEmailId" TEXT;
ALTER TABLE "AutomationRun" ADD COLUMN "eventAt" TIMESTAMP(3);
CREATE INDEX "AutomationRun_contactId_waitKey_idx" ON "AutomationRun"("contactId", "waitKey");
