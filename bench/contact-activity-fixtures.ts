import { driverQuery } from "@/lib/db/driver-transaction";
import { createTrackingPartitions } from "@/lib/tracking/partitions";

// The contact-activity bench's team (bench/contact-activity.ts), generated with generate_series in
// a few big statements. Loading 10,000,000 tracking rows row by row into their five indexes and
// through four foreign-key triggers took minutes per million (bench/README.md, contact-activity), so
// the loaded tables' indexes are dropped first and built once after the load, and the foreign-key
// triggers are off while filling (session_replication_role, as bench/tracking-retention.ts does; a
// bench fixture, superuser only). Freshly built indexes are tighter than ones grown by inserts.

type ActivityShape = {
  events: number;
  contacts: number;
  emails: number;
  deepEvents: number;
  deepEmails: number;
};

/** The deep-history contact: `deepEvents` events on `deepEmails` emails, two in five of them on its first email. */
export const DEEP_CONTACT = "a-deep";
export const DEEP_EMAIL = "a-deep-e0";
export const contactId = (n: number) => `a-c${String(n).padStart(8, "0")}`;

type IndexDef = { name: string; def: string };
/** The table's indexes that no constraint owns (a partitioned table's: the parent's, which make its partitions'). */
async function looseIndexes(table: string) {
  const rows = await driverQuery<IndexDef>(
    `SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS def FROM pg_index
      WHERE indrelid = '"${table}"'::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = indexrelid)`,
  );
  return rows.map(({ name, def }) => ({ name, def: def.replace(" ON ONLY ", " ON ") }));
}

async function withoutIndexes(tables: string[], load: () => Promise<void>) {
  const dropped = (await Promise.all(tables.map(looseIndexes))).flat();
  for (const { name } of dropped) await driverQuery(`DROP INDEX ${name}`);
  await driverQuery(`ALTER TABLE "EmailTracking" DROP CONSTRAINT "EmailTracking_pkey"`);
  await load();
  const build = "SET maintenance_work_mem = '512MB'; SET max_parallel_maintenance_workers = 2;";
  await driverQuery(
    `${build} ALTER TABLE "EmailTracking" ADD CONSTRAINT "EmailTracking_pkey" PRIMARY KEY ("id", "timestamp")`,
  );
  for (const { def } of dropped) await driverQuery(`${build} ${def}`);
}

const filling = (sql: string) =>
  driverQuery(`SET session_replication_role = replica; ${sql}; SET session_replication_role = origin;`);

const EVENT = `(CASE WHEN h % 500 = 0 THEN 'bounce' WHEN h % 700 = 1 THEN 'complaint'
  WHEN h % 90 = 2 THEN 'reply' WHEN h % 4 = 0 THEN 'click' ELSE 'open' END)::"TrackingEvent"`;
const TRACKING_COLUMNS = `(id, "teamId", "emailId", event, timestamp, "campaignId", "contactId", url, "isAutomated", "rolledUp", "updatedAt")`;

/**
 * `contacts` contacts, `emails` sent emails of 20 campaigns spread over them (a fifth with a
 * provider's delivery time) and `events` events on them over 90 days (opens, clicks with a URL, one
 * in ten automated, a few bounces, complaints and replies); plus the deep-history contact.
 */
export async function generateActivity(
  teamId: string,
  { events, contacts, emails, deepEvents, deepEmails }: ActivityShape,
) {
  // The 90 days' months get their partitions, as the nightly job would have made them.
  await createTrackingPartitions(new Date(Date.now() - 91 * 86_400_000), 4);
  await driverQuery(
    `INSERT INTO "MailingList" (id, "teamId", name, "updatedAt") VALUES ('a-l0', '${teamId}', 'Newsletter', now())`,
  );
  await driverQuery(`
    INSERT INTO "Contact" (id, email, "listId", "teamId", status, "unsubscribedAt", "updatedAt")
    SELECT 'a-c' || lpad(g::text, 8, '0'), 'reader' || g || '@example.com', 'a-l0', '${teamId}',
           (CASE WHEN g % 50 = 0 THEN 'UNSUBSCRIBED' ELSE 'ACTIVE' END)::"ContactStatus",
           CASE WHEN g % 50 = 0 THEN now() - interval '1 day' END, now()
    FROM generate_series(0, ${contacts - 1}) g
    UNION ALL SELECT '${DEEP_CONTACT}', 'forwarder@example.com', 'a-l0', '${teamId}', 'ACTIVE', NULL, now()`);
  await driverQuery(
    `INSERT INTO "Campaign" (id, "teamId", name, status, "updatedAt") SELECT 'a-k' || g, '${teamId}', 'Campaign ' || g, 'SENT'::"CampaignStatus", now() FROM generate_series(0, 19) g`,
  );
  await withoutIndexes(["Email", "EmailTracking"], async () => {
    await filling(`
      INSERT INTO "Email" (id, "teamId", "from", "to", subject, body, status, "campaignId", "campaignRun", "contactId", "sentAt", "deliveredAt", "updatedAt")
      SELECT 'a-e' || g, '${teamId}', 'news@bench.test', 'reader' || (g % ${contacts}) || '@example.com', 'News ' || (g / ${contacts} % 20), '<p>News</p>',
             'SENT'::"EmailStatus", 'a-k' || (g / ${contacts} % 20), g / ${contacts} / 20, 'a-c' || lpad((g % ${contacts})::text, 8, '0'),
             now() - (g % 90) * interval '1 day', CASE WHEN g % 5 = 0 THEN now() - (g % 90) * interval '1 day' + interval '2 seconds' END, now()
      FROM generate_series(0, ${emails - 1}) g
      UNION ALL
      SELECT '${DEEP_CONTACT}-e' || g, '${teamId}', 'news@bench.test', 'forwarder@example.com', 'Digest ' || g, '<p>News</p>',
             'SENT'::"EmailStatus", NULL, 0, '${DEEP_CONTACT}', now() - (g % 90) * interval '1 day', NULL, now()
      FROM generate_series(0, ${deepEmails - 1}) g`);
    // Event g belongs to email e = g % emails (contact e % contacts, campaign e / contacts % 20): computed, not joined.
    await filling(`
      INSERT INTO "EmailTracking" ${TRACKING_COLUMNS}
      SELECT 'a-t' || g, '${teamId}', 'a-e' || e, ${EVENT},
             now() - (e % 90) * interval '1 day' + (h % 1440) * interval '1 minute', 'a-k' || (e / ${contacts} % 20),
             'a-c' || lpad((e % ${contacts})::text, 8, '0'), CASE WHEN h % 4 = 0 THEN 'https://bench.test/offer/' || (h % 7) END,
             (h / 7) % 10 = 0, true, now()
      FROM generate_series(0, ${events - 1}) g
      CROSS JOIN LATERAL (SELECT g % ${emails} AS e, abs(hashtext(g::text)) AS h) x`);
    await filling(`
      INSERT INTO "EmailTracking" ${TRACKING_COLUMNS}
      SELECT 'a-dt' || g, '${teamId}', '${DEEP_CONTACT}-e' || e, ${EVENT},
             now() - (e % 90) * interval '1 day' + (g % 86400) * interval '1 second', NULL, '${DEEP_CONTACT}',
             CASE WHEN h % 4 = 0 THEN 'https://bench.test/offer/' || (h % 7) END, (h / 7) % 10 = 0, true, now()
      FROM generate_series(0, ${deepEvents - 1}) g
      CROSS JOIN LATERAL (SELECT CASE WHEN g % 5 < 2 THEN 0 ELSE g % ${deepEmails} END AS e, abs(hashtext(g::text)) AS h) x`);
  });
  for (const table of ["Contact", "Email", "EmailTracking"]) await driverQuery(`VACUUM ANALYZE "${table}"`);
}
