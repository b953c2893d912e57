-- Sending domains with DKIM (API.md section 13).
CREATE TYPE "DomainStatus" AS ENUM ('PENDING', 'VERIFIED', 'FAILED');

ALTER TABLE "Domain"
  ADD COLUMN "status" "DomainStatus" NOT NULL DEFAULT 'PENDING',
  ADD COLUMN "dkimPublicKey" TEXT,
  ADD COLUMN "nextDkimSelector" TEXT,
  ADD COLUMN "nextDkimPublicKey" TEXT,
  ADD COLUMN "nextDkimPrivateKey" TEXT,
  ADD COLUMN "recordChecks" JSONB;

UPDATE "Domain" SET "status" = 'VERIFIED' WHERE "isVerified";

ALTER TABLE "TeamSettings" ADD COLUMN "requireVerifiedDomain" BOOLEAN NOT NULL DEFAULT false;

-- A domain may wait for verification in several teams, but is verified by one team at a time.
DROP INDEX "domain_domain_key";
CREATE UNIQUE INDEX "domain_team_domain_key" ON "Domain" ("teamId", lower("domain")) WHERE NOT "isDeleted";
CREATE UNIQUE INDEX "domain_verified_domain_key" ON "Domain" (lower("domain")) WHERE "status" = 'VERIFIED' AND NOT "isDeleted";
