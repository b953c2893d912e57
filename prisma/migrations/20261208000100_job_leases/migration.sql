-- Leases of long jobs (imports, roll-up rebuilds): lib/services/job-leases.
CREATE TABLE "JobLease" (
    "job" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "owner" TEXT NOT NULL,
    "queue" TEXT NOT NULL DEFAULT 'pgboss',
    "payload" JSONB NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "JobLease_pkey" PRIMARY KEY ("job","key")
);

CREATE INDEX "JobLease_expiresAt_idx" ON "JobLease"("expiresAt");
