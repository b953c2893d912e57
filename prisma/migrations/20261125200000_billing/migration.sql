-- Billing (API.md section 15): monthly and yearly plans, Stripe subscription state, handled Stripe
-- events (idempotency by event id) and the monthly email quota counter.
DROP INDEX "Product_name_key";
CREATE UNIQUE INDEX "Product_name_interval_key" ON "Product"("name", "interval");
ALTER TABLE "Product" ADD COLUMN "email_limit" INTEGER;

ALTER TABLE "Subscription" ADD COLUMN "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Subscription" ADD COLUMN "failedAt" TIMESTAMP(3);
ALTER TABLE "Subscription" ADD COLUMN "lastEventAt" TIMESTAMP(3);

CREATE TABLE "BillingEvent" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BillingEvent_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "EmailQuotaUsage" (
    "teamId" TEXT NOT NULL,
    "period" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmailQuotaUsage_pkey" PRIMARY KEY ("teamId", "period")
);
ALTER TABLE "EmailQuotaUsage" ADD CONSTRAINT "EmailQuotaUsage_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
