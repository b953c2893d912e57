-- A SENDING campaign's run lease: renewed by the job running it, taken over once it lapses.
CREATE TABLE "CampaignRunLease" (
    "campaignId" TEXT NOT NULL,
    "owner" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "CampaignRunLease_pkey" PRIMARY KEY ("campaignId")
);

CREATE INDEX "CampaignRunLease_expiresAt_idx" ON "CampaignRunLease"("expiresAt");
