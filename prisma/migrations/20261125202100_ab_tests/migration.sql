-- A/B tests (API.md section 16): the test's settings and phase on the campaign, and the test group
-- drawn for a run (each contact with its variant).
ALTER TABLE "Campaign" ADD COLUMN "abTest" JSONB;
ALTER TABLE "Campaign" ADD COLUMN "abPhase" TEXT;
ALTER TABLE "Campaign" ADD COLUMN "abWinner" INTEGER;
ALTER TABLE "Campaign" ADD COLUMN "abTestEndsAt" TIMESTAMP(3);

CREATE TABLE "AbAssignment" (
    "campaignId" TEXT NOT NULL,
    "campaignRun" INTEGER NOT NULL,
    "contactId" TEXT NOT NULL,
    "variant" INTEGER NOT NULL,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AbAssignment_pkey" PRIMARY KEY ("campaignId", "campaignRun", "contactId")
);
CREATE INDEX "AbAssignment_campaignId_campaignRun_variant_idx" ON "AbAssignment"("campaignId", "campaignRun", "variant");
