-- Topics and the preference centre (docs/contract.md section 21): topics, each contact's topic state,
-- and the topic a campaign is sent for.
-- CreateEnum
CREATE TYPE "TopicSubscription" AS ENUM ('opt_in', 'opt_out');

-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN "topicId" TEXT;

-- CreateTable
CREATE TABLE "Topic" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "defaultSubscription" "TopicSubscription" NOT NULL DEFAULT 'opt_out',
    "isPublic" BOOLEAN NOT NULL DEFAULT true,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Topic_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactTopic" (
    "contactId" TEXT NOT NULL,
    "topicId" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "subscribed" BOOLEAN NOT NULL,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContactTopic_pkey" PRIMARY KEY ("contactId","topicId")
);

-- CreateIndex
CREATE INDEX "Topic_teamId_createdAt_idx" ON "Topic"("teamId", "createdAt");

-- CreateIndex
CREATE INDEX "ContactTopic_topicId_subscribed_contactId_idx" ON "ContactTopic"("topicId", "subscribed", "contactId");

-- AddForeignKey
ALTER TABLE "ContactTopic" ADD CONSTRAINT "ContactTopic_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "Contact"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContactTopic" ADD CONSTRAINT "ContactTopic_topicId_fkey" FOREIGN KEY ("topicId") REFERENCES "Topic"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Campaign" ADD CONSTRAINT "Campaign_topicId_fkey" FOREIGN KEY ("topicId") REFERENCES "Topic"("id") ON DELETE SET NULL ON UPDATE CASCADE;
