import type { DriverQuery } from "@/lib/db/driver-transaction";
import type { FoldRow } from "./increments";

// Each contact's latest human open (a click counts as an open, docs/contract.md section 12) and latest human
// click, over every campaign (campaignId "") and per campaign: the roll-up behind segments'
// engagement rules ("opened in the last 30 days", "did not click campaign X"). Only the latest
// instants are kept, which answers "at least one since" exactly; upserts take the later instant,
// so folding order does not matter.

export type Latest = { contactId: string; campaignId: string; teamId: string; openAt: number; clickAt: number | null };

/** Each contact's latest human open and click among the rows, over all campaigns and per campaign. */
export function latestPerContact(rows: FoldRow[]): Latest[] {
  const latest = new Map<string, Latest>();
  for (const row of rows) {
    if (row.isAutomated || !row.contactId || (row.event !== "open" && row.event !== "click")) continue;
    const at = row.timestamp.getTime();
    const clickAt = row.event === "click" ? at : null;
    for (const campaignId of row.campaignId ? ["", row.campaignId] : [""]) {
      const key = `${row.contactId}\u0000${campaignId}`;
      const entry = latest.get(key);
      if (!entry) latest.set(key, { contactId: row.contactId, campaignId, teamId: row.teamId, openAt: at, clickAt });
      else {
        entry.openAt = Math.max(entry.openAt, at);
        if (clickAt !== null) entry.clickAt = Math.max(entry.clickAt ?? clickAt, clickAt);
      }
    }
  }
  return [...latest.values()];
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Folds live rows into the contacts' latest engagement, inside the fold's transaction. */
export async function foldContactEngagement(query: DriverQuery, rows: FoldRow[]): Promise<void> {
  const latest = latestPerContact(rows);
  if (latest.length === 0) return;
  // Rows of a contact erased since they were stored have no contact to attach to: skipped.
  await query(
    `INSERT INTO "ContactEngagement" AS e ("contactId", "campaignId", "teamId", "lastOpenAt", "lastClickAt")
     SELECT v.contact, v.campaign, v.team, v.open AT TIME ZONE 'UTC', v.click AT TIME ZONE 'UTC'
     FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[]) AS v(contact, campaign, team, open, click)
     WHERE EXISTS (SELECT 1 FROM "Contact" c WHERE c.id = v.contact)
     ORDER BY 1, 2
     ON CONFLICT ("contactId", "campaignId") DO UPDATE SET "lastOpenAt" = GREATEST(e."lastOpenAt", excluded."lastOpenAt"),
       "lastClickAt" = GREATEST(e."lastClickAt", excluded."lastClickAt")`,
    [
      latest.map((entry) => entry.contactId),
      latest.map((entry) => entry.campaignId),
      latest.map((entry) => entry.teamId),
      latest.map((entry) => iso(entry.openAt)),
      latest.map((entry) => iso(entry.clickAt)),
    ],
  );
}
