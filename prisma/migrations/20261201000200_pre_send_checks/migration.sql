-- Pre-send checks (docs/contract.md section 22): a team may refuse to send or schedule a campaign
-- whose check fails.
-- AlterTable
ALTER TABLE "TeamSettings" ADD COLUMN "blockSendOnFailedChecks" BOOLEAN NOT NULL DEFAULT false;
