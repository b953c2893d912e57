-- Resend to non-openers: a follow-up campaign names the SENT campaign it follows up and carries
-- its own subject over the template's.
ALTER TABLE "Campaign" ADD COLUMN "followUpOfId" TEXT;
ALTER TABLE "Campaign" ADD COLUMN "subject" TEXT;
ALTER TABLE "Campaign" ADD CONSTRAINT "Campaign_followUpOfId_fkey" FOREIGN KEY ("followUpOfId") REFERENCES "Campaign"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- One live follow-up per campaign, so two requests at once cannot both create one (each recipient
-- gets at most one follow-up). A cancelled, failed or deleted follow-up makes room for a new one;
-- the new one leaves out whoever the earlier one reached (follow-up-audience.ts).
CREATE UNIQUE INDEX "Campaign_followUpOfId_live_key" ON "Campaign"("followUpOfId")
  WHERE "followUpOfId" IS NOT NULL AND "isDeleted" = false AND "status" NOT IN ('CANCELLED', 'FAILED');
