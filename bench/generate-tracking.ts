import { db } from "@/lib/db";

// Tracking entries generated with generate_series in PostgreSQL, written around the recorder (so
// they are the "tail" the roll-ups fold): a list, its contacts, SENT campaigns and their emails,
// then the entries (70% opens, a tenth of them proxy-flagged, 20% clicks on 4 links, 5% replies,
// 3% bounces, 2% complaints; 5 browsers, 4 device types, 12 countries; within 7 days of the send).
// Ids start with `prefix`: campaigns `${prefix}-k<n>`, emails `${prefix}-e<n>`.

export type Shape = { campaigns: number; perCampaign: number; rows: number; opensOnly: boolean; oneEmail: boolean };
export const shapes = (rows: number): Record<string, Shape> => ({
  spread: { campaigns: 40, perCampaign: 5_000, rows, opensOnly: false, oneEmail: false },
  campaign: { campaigns: 1, perCampaign: 5_000, rows, opensOnly: false, oneEmail: false },
  email: { campaigns: 1, perCampaign: 5_000, rows: 150_000, opensOnly: true, oneEmail: true },
});

export async function generateTracking(teamId: string, prefix: string, shape: Shape) {
  const { campaigns, perCampaign } = shape;
  const emails = campaigns * perCampaign;
  const contacts = perCampaign;
  await db.$executeRawUnsafe(
    `INSERT INTO "MailingList" (id, "teamId", name, "updatedAt") VALUES ('${prefix}-list', '${teamId}', 'Everyone', now())`,
  );
  await db.$executeRawUnsafe(`
    INSERT INTO "Contact" (id, email, "listId", "teamId", "createdAt", "updatedAt")
    SELECT '${prefix}-c' || g, 'reader' || g || '@example.com', '${prefix}-list', '${teamId}', now() - interval '400 days' + g * interval '1 minute', now()
    FROM generate_series(0, ${contacts - 1}) g`);
  await db.$executeRawUnsafe(`
    INSERT INTO "Campaign" (id, "teamId", name, "listId", status, "updatedAt")
    SELECT '${prefix}-k' || g, '${teamId}', 'Campaign ' || g, '${prefix}-list', 'SENT'::"CampaignStatus", now() FROM generate_series(0, ${campaigns - 1}) g`);
  await db.$executeRawUnsafe(`
    INSERT INTO "Email" (id, "teamId", "from", "to", subject, body, status, "campaignId", "contactId", "sentAt", "updatedAt")
    SELECT '${prefix}-e' || g, '${teamId}', 'news@bench.test', 'reader' || (g / ${campaigns}) || '@example.com', 'News', '<p>News</p>', 'SENT'::"EmailStatus",
           '${prefix}-k' || (g % ${campaigns}), '${prefix}-c' || (g / ${campaigns}),
           now() - interval '300 days' + (g % ${campaigns}) * interval '7 days' + (g / ${campaigns}) * interval '1 second', now()
    FROM generate_series(0, ${emails - 1}) g`);
  const event = shape.opensOnly
    ? `'open'`
    : `CASE WHEN h % 100 < 70 THEN 'open' WHEN h % 100 < 90 THEN 'click' WHEN h % 100 < 95 THEN 'reply' WHEN h % 100 < 98 THEN 'bounce' ELSE 'complaint' END`;
  const emailOf = shape.oneEmail ? `'${prefix}-e0'` : `'${prefix}-e' || (g % ${emails})`;
  await db.$executeRawUnsafe(`
    INSERT INTO "EmailTracking" (id, "teamId", "emailId", event, timestamp, "campaignId", "contactId", browser, os, "deviceType", country, city, url, "isAutomated", "updatedAt")
    SELECT '${prefix}-t' || g, '${teamId}', e.id, ev.event::"TrackingEvent", e."sentAt" + (h % 10080) * interval '1 minute', e."campaignId", e."contactId",
           (ARRAY['Chrome','Mobile Safari','Safari','Firefox','Edge'])[1 + (h / 7) % 5],
           (ARRAY['Windows','iOS','Mac OS','Android','Linux'])[1 + (h / 11) % 5],
           (ARRAY['desktop','mobile','tablet','other'])[1 + (h / 13) % 4]::"DeviceType",
           (ARRAY['US','FR','DE','GB','ES','IT','NL','BR','IN','JP','CA','AU'])[1 + (h / 17) % 12],
           (ARRAY['New York','Paris','Berlin','London','Madrid','Rome','Amsterdam','São Paulo','Mumbai','Tokyo','Toronto','Sydney'])[1 + (h / 17) % 12],
           CASE WHEN ev.event = 'click' THEN 'https://news.example.com/story/' || (h / 19) % 4 END,
           ev.event = 'open' AND (h / 23) % 10 = 0, now()
    FROM generate_series(0, ${shape.rows - 1}) g
    CROSS JOIN LATERAL (SELECT abs(hashtext(g::text)) AS h) x
    CROSS JOIN LATERAL (SELECT ${event} AS event) ev
    JOIN "Email" e ON e.id = ${emailOf}
    ORDER BY 5`);
}
