-- DropIndex
DROP INDEX "Email_campaignId_contactId_key";

-- AlterTable
ALTER TABLE "AutomationRun" ADD COLUMN     "history" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN     "failureReason" TEXT,
ADD COLUMN     "runCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Email" ADD COLUMN     "automationNodeId" TEXT,
ADD COLUMN     "automationRunId" TEXT,
ADD COLUMN     "campaignRun" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Webhook" ADD COLUMN     "disabledAt" TIMESTAMP(3),
ADD COLUMN     "disabledReason" TEXT,
ADD COLUMN     "failingSince" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "DeliveryAttempt" (
    "id" TEXT NOT NULL,
    "deliveryId" TEXT NOT NULL,
    "attempt" INTEGER NOT NULL,
    "responseCode" INTEGER,
    "responseBody" TEXT,
    "error" TEXT,
    "durationMs" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DeliveryAttempt_deliveryId_attempt_key" ON "DeliveryAttempt"("deliveryId", "attempt");

-- CreateIndex
CREATE INDEX "AutomationRun_automationId_contactId_idx" ON "AutomationRun"("automationId", "contactId");

-- CreateIndex
CREATE UNIQUE INDEX "Email_campaignId_campaignRun_contactId_key" ON "Email"("campaignId", "campaignRun", "contactId");

-- CreateIndex
CREATE UNIQUE INDEX "Email_automationRunId_automationNodeId_key" ON "Email"("automationRunId", "automationNodeId");

-- AddForeignKey
ALTER TABLE "Email" ADD CONSTRAINT "Email_automationRunId_fkey" FOREIGN KEY ("automationRunId") REFERENCES "AutomationRun"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryAttempt" ADD CONSTRAINT "DeliveryAttempt_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "Delivery"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- A contact is in at most one live run per automation. Prisma cannot express a partial unique
-- index, so it lives here and the engine relies on it when a trigger fires twice at once.
CREATE UNIQUE INDEX "AutomationRun_one_live_run_per_contact" ON "AutomationRun"("automationId", "contactId")
  WHERE "status" IN ('RUNNING', 'WAITING') AND NOT "isDeleted";
