-- Sending routes with failover and warm-up schedules (docs/contract.md section 20).
CREATE TABLE "SendingRoute" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "stream" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "cooldownSeconds" INTEGER NOT NULL DEFAULT 60,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "SendingRoute_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "SendingRoute_teamId_idx" ON "SendingRoute"("teamId");

CREATE TABLE "SendingRouteTarget" (
    "id" TEXT NOT NULL,
    "routeId" TEXT NOT NULL,
    "smtpConfigId" TEXT NOT NULL,
    "weight" INTEGER NOT NULL,
    "priority" INTEGER NOT NULL,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "SendingRouteTarget_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "SendingRouteTarget_routeId_smtpConfigId_key" ON "SendingRouteTarget"("routeId", "smtpConfigId");
ALTER TABLE "SendingRouteTarget" ADD CONSTRAINT "SendingRouteTarget_routeId_fkey" FOREIGN KEY ("routeId") REFERENCES "SendingRoute"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SendingRouteTarget" ADD CONSTRAINT "SendingRouteTarget_smtpConfigId_fkey" FOREIGN KEY ("smtpConfigId") REFERENCES "SMTPConfig"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "SmtpTargetHealth" (
    "smtpConfigId" TEXT NOT NULL,
    "coolingUntil" TIMESTAMPTZ(3) NOT NULL,
    "lastError" TEXT NOT NULL,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "SmtpTargetHealth_pkey" PRIMARY KEY ("smtpConfigId")
);

CREATE TABLE "SmtpDailySend" (
    "smtpConfigId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "sent" INTEGER NOT NULL DEFAULT 0,
    "granted" INTEGER NOT NULL DEFAULT 0,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "SmtpDailySend_pkey" PRIMARY KEY ("smtpConfigId", "day")
);

ALTER TABLE "SMTPConfig" ADD COLUMN "warmupStartPerDay" INTEGER,
ADD COLUMN "warmupGrowthPercent" INTEGER,
ADD COLUMN "warmupMaxPerDay" INTEGER,
ADD COLUMN "warmupStartedAt" TIMESTAMP(3);

ALTER TABLE "Email" ADD COLUMN "routeId" TEXT;
ALTER TABLE "Campaign" ADD COLUMN "routeId" TEXT;
