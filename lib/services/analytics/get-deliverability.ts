import { type DeliverabilityRow, deliverabilityRows } from "@/lib/analytics/deliverability-sql";
import { rateOf } from "@/lib/analytics/formulas";
import { onReplica } from "@/lib/db/read-replica";

// GET /analytics/deliverability (docs/contract.md section 22): per recipient domain and day, what
// was sent and what came of it, and the days that pass the mailbox providers' lines: complaints
// over 0.1% of delivered (Gmail and Yahoo require under 0.3%, recommend under 0.1%) or bounces
// over 2% of sent, on a day with at least 100 sent (fewer make a rate of noise).

const COMPLAINT_THRESHOLD = 0.001;
const BOUNCE_THRESHOLD = 0.02;
const WARNING_MIN_SENT = 100;
const DAY_MS = 86_400_000;

type Counts = Omit<DeliverabilityRow, "domain" | "date">;
const ZERO: Counts = { sent: 0, delivered: 0, hardBounces: 0, softBounces: 0, complaints: 0 };

const add = (a: Counts, b: Counts): Counts => ({
  sent: a.sent + b.sent,
  delivered: a.delivered + b.delivered,
  hardBounces: a.hardBounces + b.hardBounces,
  softBounces: a.softBounces + b.softBounces,
  complaints: a.complaints + b.complaints,
});

const withRates = (counts: Counts) => ({
  sent: counts.sent,
  delivered: counts.delivered,
  hardBounces: counts.hardBounces,
  softBounces: counts.softBounces,
  complaints: counts.complaints,
  complaintRate: rateOf(counts.complaints, counts.delivered),
  bounceRate: rateOf(counts.hardBounces + counts.softBounces, counts.sent),
});

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The period: `from`..`to` (UTC days, both included) when given, else the last `days` days. */
function period({ days, from, to }: { days: number; from?: string; to?: string }) {
  if (from && to)
    return { start: new Date(`${from}T00:00:00Z`), end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) };
  const end = new Date(Date.parse(`${isoDay(new Date())}T00:00:00Z`) + DAY_MS);
  return { start: new Date(end.getTime() - days * DAY_MS), end };
}

function warningsOf(domain: string, date: string, counts: Counts) {
  if (counts.sent < WARNING_MIN_SENT) return [];
  const rates = withRates(counts);
  return [
    ...(rates.complaintRate > COMPLAINT_THRESHOLD
      ? [{ domain, date, kind: "complaint_rate" as const, rate: rates.complaintRate, threshold: COMPLAINT_THRESHOLD }]
      : []),
    ...(rates.bounceRate > BOUNCE_THRESHOLD
      ? [{ domain, date, kind: "bounce_rate" as const, rate: rates.bounceRate, threshold: BOUNCE_THRESHOLD }]
      : []),
  ].map((warning) => ({ ...warning, sent: counts.sent }));
}

export async function getDeliverability({
  teamId,
  days,
  from,
  to,
  stream,
}: {
  teamId: string;
  days: number;
  from?: string;
  to?: string;
  stream?: "transactional" | "broadcast";
}) {
  const { start, end } = period({ days, from, to });
  const rows = await onReplica(() => deliverabilityRows({ teamId, start, end, stream }));
  const byDomain = new Map<string, DeliverabilityRow[]>();
  for (const row of rows) byDomain.set(row.domain, [...(byDomain.get(row.domain) ?? []), row]);
  const domains = [...byDomain].map(([domain, domainRows]) => ({
    domain,
    ...withRates(domainRows.reduce<Counts>(add, ZERO)),
    days: domainRows.map(({ domain: _domain, date, ...counts }) => ({ date, ...withRates(counts) })),
  }));
  domains.sort((a, b) => b.sent - a.sent || a.domain.localeCompare(b.domain));
  return {
    from: isoDay(start),
    to: isoDay(new Date(end.getTime() - DAY_MS)),
    totals: withRates(rows.reduce<Counts>(add, ZERO)),
    domains,
    warnings: rows
      .flatMap(({ domain, date, ...counts }) => warningsOf(domain, date, counts))
      .sort((a, b) => a.date.localeCompare(b.date) || a.domain.localeCompare(b.domain)),
  };
}
