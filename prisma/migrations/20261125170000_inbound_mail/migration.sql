-- Inbound mail (API.md section 14): IMAP intake of bounces, complaints and replies.

-- AlterTable
ALTER TABLE "IMAPConfig" ADD COLUMN     "processedMailbox" TEXT,
ADD COLUMN     "uidValidity" TEXT,
ADD COLUMN     "lastError" TEXT,
ADD COLUMN     "syncLeaseUntil" TIMESTAMP(3),
ADD COLUMN     "bounceCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "complaintCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "replyCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "ignoredCount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "InboundMessage" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "imapConfigId" TEXT NOT NULL,
    "messageKey" TEXT NOT NULL,
    "uid" INTEGER NOT NULL,
    "outcome" TEXT NOT NULL,
    "reason" TEXT,
    "emailId" TEXT,
    "trackingId" TEXT,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InboundMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "InboundMessage_teamId_messageKey_key" ON "InboundMessage"("teamId", "messageKey");

-- CreateIndex
CREATE INDEX "InboundMessage_imapConfigId_createdAt_idx" ON "InboundMessage"("imapConfigId", "createdAt");

-- AddForeignKey
ALTER TABLE "InboundMessage" ADD CONSTRAINT "InboundMessage_imapConfigId_fkey" FOREIGN KEY ("imapConfigId") REFERENCES "IMAPConfig"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
