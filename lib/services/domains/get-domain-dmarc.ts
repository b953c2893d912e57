import { rateOf } from "@/lib/analytics/formulas";
import { db } from "@/lib/db";
import { getDomainRowOrThrow } from "./get-domain";

// GET /domains/{id}/dmarc (docs/contract.md section 22): the DMARC aggregate reports stored for the
// domain (lib/services/inbound/record-dmarc-report.ts) summed in SQL: totals, per source IP, per day.
// Every query names the team; another team's domain is 404 before anything is read.

type SourceRow = {
  ip: string;
  count: number;
  dkim: number;
  spf: number;
  passed: number;
  failedAuthenticated: number;
  none: number;
  quarantine: number;
  reject: number;
};
type DayRow = { date: string; messages: number; passed: number };

const DAY_MS = 86_400_000;

/** What a source's failures most likely mean, in the words of DmarcSourceSchema's `verdict`. */
function verdictOf(row: SourceRow) {
  if (row.passed === row.count) return "pass" as const;
  if (row.passed > 0) return "partial" as const;
  return row.failedAuthenticated > 0 ? ("unauthenticated_service" as const) : ("spoofing" as const);
}

export async function getDomainDmarc({ teamId, id, days }: { teamId: string; id: string; days: number }) {
  const domain = await getDomainRowOrThrow({ teamId, id });
  // Reports cover whole UTC days, mostly yesterday: the period starts at midnight UTC `days` days ago.
  const since = new Date(Date.parse(new Date().toISOString().slice(0, 10)) - days * DAY_MS);
  const [reports, sources, daily] = await Promise.all([
    db.dmarcReport.count({ where: { teamId, domain: domain.domain, beginAt: { gte: since } } }),
    db.$queryRaw<SourceRow[]>`
      SELECT r."sourceIp" AS "ip",
        sum(r."count")::int AS "count",
        coalesce(sum(r."count") FILTER (WHERE r."dkimAligned"), 0)::int AS "dkim",
        coalesce(sum(r."count") FILTER (WHERE r."spfAligned"), 0)::int AS "spf",
        coalesce(sum(r."count") FILTER (WHERE r."dkimAligned" OR r."spfAligned"), 0)::int AS "passed",
        coalesce(sum(r."count") FILTER (
          WHERE NOT (r."dkimAligned" OR r."spfAligned") AND (r."dkimAuthPass" OR r."spfAuthPass")), 0)::int
          AS "failedAuthenticated",
        coalesce(sum(r."count") FILTER (WHERE r."disposition" = 'none'), 0)::int AS "none",
        coalesce(sum(r."count") FILTER (WHERE r."disposition" = 'quarantine'), 0)::int AS "quarantine",
        coalesce(sum(r."count") FILTER (WHERE r."disposition" = 'reject'), 0)::int AS "reject"
      FROM "DmarcRecord" r
      JOIN "DmarcReport" p ON p."id" = r."reportId" AND p."teamId" = ${teamId} AND NOT p."isDeleted"
      WHERE r."teamId" = ${teamId} AND NOT r."isDeleted" AND p."domain" = ${domain.domain} AND p."beginAt" >= ${since}
      GROUP BY r."sourceIp"
      ORDER BY 2 DESC, 1`,
    db.$queryRaw<DayRow[]>`
      SELECT to_char(date_trunc('day', p."beginAt"), 'YYYY-MM-DD') AS "date",
        sum(r."count")::int AS "messages",
        coalesce(sum(r."count") FILTER (WHERE r."dkimAligned" OR r."spfAligned"), 0)::int AS "passed"
      FROM "DmarcRecord" r
      JOIN "DmarcReport" p ON p."id" = r."reportId" AND p."teamId" = ${teamId} AND NOT p."isDeleted"
      WHERE r."teamId" = ${teamId} AND NOT r."isDeleted" AND p."domain" = ${domain.domain} AND p."beginAt" >= ${since}
      GROUP BY 1
      ORDER BY 1`,
  ]);
  const sum = (pick: (row: SourceRow) => number) => sources.reduce((total, row) => total + pick(row), 0);
  const messages = sum((row) => row.count);
  return {
    domain: domain.domain,
    days,
    reports,
    messages,
    dkimAligned: sum((row) => row.dkim),
    spfAligned: sum((row) => row.spf),
    passRate: rateOf(
      sum((row) => row.passed),
      messages,
    ),
    sources: sources.map((row) => ({
      ip: row.ip,
      count: row.count,
      dkim: row.dkim,
      spf: row.spf,
      passed: row.passed,
      failed: row.count - row.passed,
      disposition: { none: row.none, quarantine: row.quarantine, reject: row.reject },
      verdict: verdictOf(row),
    })),
    daily: daily.map((row) => ({ ...row, passRate: rateOf(row.passed, row.messages) })),
  };
}
