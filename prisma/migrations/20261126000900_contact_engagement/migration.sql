-- Segments (issue 20): each contact's latest human open (a click counts as one) and latest human
-- click, over all campaigns ("campaignId" = '') and per campaign, kept by the analytics fold
-- (lib/analytics/rollup/contact-engagement.ts). Engagement rules read these few rows instead of
-- probing the tracking table once per contact.
CREATE TABLE "ContactEngagement" (
    "contactId" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL DEFAULT '',
    "teamId" TEXT NOT NULL,
    "lastOpenAt" TIMESTAMP(3),
    "lastClickAt" TIMESTAMP(3),
    CONSTRAINT "ContactEngagement_pkey" PRIMARY KEY ("contactId", "campaignId"),
    CONSTRAINT "ContactEngagement_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "Contact"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "ContactEngagement_teamId_campaignId_idx" ON "ContactEngagement"("teamId", "campaignId");

-- The rows folded before this table existed; rows not folded yet are added when they are.
INSERT INTO "ContactEngagement" ("contactId", "campaignId", "teamId", "lastOpenAt", "lastClickAt")
SELECT t."contactId", scope."campaignId", t."teamId", max(t."timestamp"), max(t."timestamp") FILTER (WHERE t.event = 'click')
FROM "EmailTracking" t
JOIN "Contact" c ON c.id = t."contactId"
CROSS JOIN LATERAL (VALUES (''), (t."campaignId")) AS scope("campaignId")
WHERE t."rolledUp" AND NOT t."isAutomated" AND NOT t."isDeleted" AND t.event IN ('open', 'click') AND scope."campaignId" IS NOT NULL
GROUP BY 1, 2, 3;
