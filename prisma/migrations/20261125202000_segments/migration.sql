-- Saved segments (API.md section 16): rules over contact fields, tags, status, dates and human
-- engagement; a campaign's audience is a list or a segment.
CREATE TABLE "Segment" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "teamId" TEXT NOT NULL,
    "listId" TEXT,
    "match" TEXT NOT NULL DEFAULT 'all',
    "rules" JSONB NOT NULL,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Segment_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Segment_teamId_createdAt_idx" ON "Segment"("teamId", "createdAt");
ALTER TABLE "Segment" ADD CONSTRAINT "Segment_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Segment" ADD CONSTRAINT "Segment_listId_fkey" FOREIGN KEY ("listId") REFERENCES "MailingList"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "Campaign" ADD COLUMN "segmentId" TEXT;
ALTER TABLE "Campaign" ADD CONSTRAINT "Campaign_segmentId_fkey" FOREIGN KEY ("segmentId") REFERENCES "Segment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Engagement rules look up a contact's opens and clicks; a segment across lists reaches an address once.
CREATE INDEX "EmailTracking_contactId_event_timestamp_idx" ON "EmailTracking"("contactId", "event", "timestamp");
CREATE INDEX "Contact_teamId_email_idx" ON "Contact"("teamId", "email");
