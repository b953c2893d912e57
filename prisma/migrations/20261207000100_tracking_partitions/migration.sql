-- Tracking events in monthly partitions by event time (docs/contract.md section 26): retention
-- (TRACKING_RETENTION_DAYS, jobs/purge-tracking-events.ts) drops a whole month at once, without
-- deleting row by row or leaving dead rows behind, and a report over a period reads only its
-- months. A partitioned table's primary key must hold the partition key: ("id", "timestamp").
-- Months are "EmailTracking_yYYYYmMM"; lib/tracking/partitions.ts makes the coming ones ahead (the
-- nightly purge job), and rows of a month without its partition (a backfill from long ago, a
-- clock far ahead) land in "EmailTracking_default" until it is made.

ALTER TABLE "EmailTracking" RENAME TO "EmailTracking_unpartitioned";
ALTER TABLE "EmailTracking_unpartitioned" RENAME CONSTRAINT "EmailTracking_pkey" TO "EmailTracking_unpartitioned_pkey";
ALTER TABLE "EmailTracking_unpartitioned" DROP CONSTRAINT "EmailTracking_teamId_fkey";
ALTER TABLE "EmailTracking_unpartitioned" DROP CONSTRAINT "EmailTracking_emailId_fkey";
ALTER TABLE "EmailTracking_unpartitioned" DROP CONSTRAINT "EmailTracking_campaignId_fkey";
ALTER TABLE "EmailTracking_unpartitioned" DROP CONSTRAINT "EmailTracking_contactId_fkey";
DROP INDEX "EmailTracking_campaignId_event_timestamp_idx";
DROP INDEX "EmailTracking_contactId_event_timestamp_idx";
DROP INDEX "EmailTracking_emailId_event_timestamp_idx";
DROP INDEX "EmailTracking_teamId_event_timestamp_idx";
DROP INDEX "EmailTracking_unfolded_idx";

CREATE TABLE "EmailTracking" (LIKE "EmailTracking_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("timestamp");
ALTER TABLE "EmailTracking" ADD CONSTRAINT "EmailTracking_pkey" PRIMARY KEY ("id", "timestamp");
CREATE TABLE "EmailTracking_default" PARTITION OF "EmailTracking" DEFAULT;

-- A partition for every month from the oldest stored event's (at most three years back; older
-- ones stay in the default partition) to three months ahead.
DO $$
DECLARE
  month date := GREATEST(
    date_trunc('month', COALESCE((SELECT min("timestamp") FROM "EmailTracking_unpartitioned"), now()::timestamp)),
    date_trunc('month', now()::timestamp) - interval '36 months')::date;
BEGIN
  WHILE month <= (date_trunc('month', now()::timestamp) + interval '3 months')::date LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF "EmailTracking" FOR VALUES FROM (%L) TO (%L)',
      'EmailTracking_y' || to_char(month, 'YYYY') || 'm' || to_char(month, 'MM'), month, (month + interval '1 month')::date);
    month := (month + interval '1 month')::date;
  END LOOP;
END $$;

INSERT INTO "EmailTracking" SELECT * FROM "EmailTracking_unpartitioned";
DROP TABLE "EmailTracking_unpartitioned";

CREATE INDEX "EmailTracking_campaignId_event_timestamp_idx" ON "EmailTracking"("campaignId", "event", "timestamp");
CREATE INDEX "EmailTracking_contactId_event_timestamp_idx" ON "EmailTracking"("contactId", "event", "timestamp");
CREATE INDEX "EmailTracking_emailId_event_timestamp_idx" ON "EmailTracking"("emailId", "event", "timestamp");
CREATE INDEX "EmailTracking_teamId_event_timestamp_idx" ON "EmailTracking"("teamId", "event", "timestamp");
CREATE INDEX "EmailTracking_unfolded_idx" ON "EmailTracking" ("teamId", "createdAt") WHERE NOT "rolledUp";

ALTER TABLE "EmailTracking" ADD CONSTRAINT "EmailTracking_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "EmailTracking" ADD CONSTRAINT "EmailTracking_emailId_fkey" FOREIGN KEY ("emailId") REFERENCES "Email"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "EmailTracking" ADD CONSTRAINT "EmailTracking_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "EmailTracking" ADD CONSTRAINT "EmailTracking_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "Contact"("id") ON DELETE SET NULL ON UPDATE CASCADE;
