-- DMARC aggregate reports and deliverability by recipient domain (docs/contract.md section 22).
ALTER TABLE "IMAPConfig" ADD COLUMN "dmarcReportCount" INTEGER NOT NULL DEFAULT 0;

CREATE TABLE "DmarcReport" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "orgName" TEXT NOT NULL,
    "reportId" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "policy" TEXT,
    "beginAt" TIMESTAMP(3) NOT NULL,
    "endAt" TIMESTAMP(3) NOT NULL,
    "messages" INTEGER NOT NULL,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DmarcReport_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "DmarcRecord" (
    "id" TEXT NOT NULL,
    "reportId" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "sourceIp" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "headerFrom" TEXT,
    "disposition" TEXT NOT NULL,
    "dkimAligned" BOOLEAN NOT NULL,
    "spfAligned" BOOLEAN NOT NULL,
    "dkimAuthPass" BOOLEAN NOT NULL DEFAULT false,
    "spfAuthPass" BOOLEAN NOT NULL DEFAULT false,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "DmarcRecord_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "DmarcReport_teamId_orgName_reportId_key" ON "DmarcReport"("teamId", "orgName", "reportId");
CREATE INDEX "DmarcReport_teamId_domain_beginAt_idx" ON "DmarcReport"("teamId", "domain", "beginAt");
CREATE INDEX "DmarcRecord_reportId_idx" ON "DmarcRecord"("reportId");

ALTER TABLE "DmarcRecord" ADD CONSTRAINT "DmarcRecord_reportId_fkey" FOREIGN KEY ("reportId") REFERENCES "DmarcReport"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE INDEX "Email_teamId_sentAt_idx" ON "Email"("teamId", "sentAt");
