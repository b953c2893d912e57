import { readDb } from "@/lib/db/read-replica";

// Sends and their outcomes per recipient domain and UTC day, in one query (docs/contract.md
// section 22). An email counts on the day it was sent; one refused at send time (BOUNCED, never
// SENT, so no sentAt) on the day it was created. Its outcome is what its tracking entries say:
// any bounce (hard when its kind is not soft, or when it was the third soft bounce), any complaint.
// The team is named in both halves, and the (teamId, sentAt) and (teamId, createdAt) indexes of
// Email find the period's rows.

export type DeliverabilityRow = {
  domain: string;
  date: string;
  sent: number;
  delivered: number;
  hardBounces: number;
  softBounces: number;
  complaints: number;
};

export function deliverabilityRows({
  teamId,
  start,
  end,
  stream,
}: {
  teamId: string;
  start: Date;
  end: Date;
  /** One stream's mail only (docs/contract.md section 20); both when left out. */
  stream?: "transactional" | "broadcast";
}) {
  return readDb().$queryRaw<DeliverabilityRow[]>`
    WITH sent AS (
      SELECT e."id",
        to_char(date_trunc('day', coalesce(e."sentAt", e."createdAt")), 'YYYY-MM-DD') AS "date",
        lower(substring(e."to" from '@([^@<>[:space:]]+)>?[[:space:]]*$')) AS "domain"
      FROM "Email" e
      WHERE e."teamId" = ${teamId} AND NOT e."isDeleted" AND NOT e."test"
        AND (${stream ?? null}::text IS NULL OR e."stream"::text = ${stream ?? null}::text)
        AND ((e."sentAt" >= ${start} AND e."sentAt" < ${end} AND e."status" IN ('SENT', 'BOUNCED'))
          OR (e."sentAt" IS NULL AND e."status" = 'BOUNCED' AND e."createdAt" >= ${start} AND e."createdAt" < ${end}))
    ), outcome AS (
      SELECT t."emailId",
        bool_or(t."event" = 'bounce') AS "bounced",
        bool_or(t."event" = 'bounce' AND (coalesce(t."metadata"->>'kind', 'hard') <> 'soft'
          OR coalesce(t."metadata"->>'countsAsHard', '') = 'true')) AS "hard",
        bool_or(t."event" = 'complaint') AS "complained"
      FROM "EmailTracking" t
      JOIN sent s ON s."id" = t."emailId"
      WHERE t."teamId" = ${teamId} AND t."event" IN ('bounce', 'complaint') AND NOT t."isDeleted"
      GROUP BY t."emailId"
    )
    SELECT s."domain", s."date",
      count(*)::int AS "sent",
      count(*) FILTER (WHERE NOT coalesce(o."bounced", false))::int AS "delivered",
      count(*) FILTER (WHERE o."hard")::int AS "hardBounces",
      count(*) FILTER (WHERE o."bounced" AND NOT o."hard")::int AS "softBounces",
      count(*) FILTER (WHERE o."complained")::int AS "complaints"
    FROM sent s
    LEFT JOIN outcome o ON o."emailId" = s."id"
    WHERE s."domain" IS NOT NULL
    GROUP BY s."domain", s."date"
    ORDER BY s."domain", s."date"`;
}
