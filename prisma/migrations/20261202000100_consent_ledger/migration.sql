-- Consent (docs/contract.md section 21): the consent ledger, a contact's re-subscription waiting for
-- its confirmation, the hosts a signup form may redirect to, and the IMAP intake's mailto unsubscribes.
-- CreateEnum
CREATE TYPE "ConsentAction" AS ENUM ('subscribed', 'confirmed', 'unsubscribed', 'resubscribed', 'topic_subscribed', 'topic_unsubscribed', 'imported', 'complained', 'bounced');

-- CreateEnum
CREATE TYPE "ConsentSource" AS ENUM ('signup_form', 'api', 'import', 'dashboard', 'one_click', 'preference_center', 'mailto', 'inbound', 'provider_event');

-- AlterTable
ALTER TABLE "Contact" ADD COLUMN "pendingConsent" JSONB;

-- AlterTable
ALTER TABLE "IMAPConfig" ADD COLUMN "unsubscribeCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "TeamSettings" ADD COLUMN "signupRedirectHosts" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "ConsentEvent" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "contactId" TEXT NOT NULL,
    "listId" TEXT,
    "topicId" TEXT,
    "action" "ConsentAction" NOT NULL,
    "source" "ConsentSource" NOT NULL,
    "sourceId" TEXT,
    "ip" TEXT,
    "userAgent" TEXT,
    "consentText" TEXT,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConsentEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ConsentEvent_contactId_createdAt_idx" ON "ConsentEvent"("contactId", "createdAt");

-- CreateIndex
CREATE INDEX "ConsentEvent_teamId_createdAt_idx" ON "ConsentEvent"("teamId", "createdAt");

-- AddForeignKey
ALTER TABLE "ConsentEvent" ADD CONSTRAINT "ConsentEvent_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "Contact"("id") ON DELETE CASCADE ON UPDATE CASCADE;
