import type { DeliverabilityReport } from "@/lib/queries/deliverability";

// The major mailbox providers the deliverability page charts, and a provider's days summed over
// its recipient domains (gmail.com and googlemail.com are one Gmail).

export const PROVIDERS = [
  { id: "gmail", name: "Gmail", domains: ["gmail.com", "googlemail.com"] },
  {
    id: "yahoo",
    name: "Yahoo / AOL",
    domains: ["yahoo.com", "ymail.com", "rocketmail.com", "aol.com", "yahoo.co.uk", "yahoo.fr", "yahoo.de"],
  },
  {
    id: "microsoft",
    name: "Outlook / Hotmail",
    domains: ["outlook.com", "hotmail.com", "live.com", "msn.com", "hotmail.co.uk", "hotmail.fr", "outlook.de"],
  },
  { id: "apple", name: "iCloud", domains: ["icloud.com", "me.com", "mac.com"] },
] as const;

/** Gmail and Yahoo's lines for bulk senders: complaints under 0.3% (aim under 0.1%); bounces under 2%. */
export const THRESHOLDS = { complaintAim: 0.001, complaintMax: 0.003, bounce: 0.02 };

export type ProviderPoint = {
  date: string;
  sent: number;
  delivered: number;
  bounces: number;
  complaints: number;
  complaintRate: number;
  bounceRate: number;
};

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

export function providerSeries(report: DeliverabilityReport, domains: readonly string[]) {
  const byDate = new Map<string, Omit<ProviderPoint, "complaintRate" | "bounceRate">>();
  for (const row of report.domains.filter((entry) => domains.includes(entry.domain)))
    for (const day of row.days) {
      const point = byDate.get(day.date) ?? { date: day.date, sent: 0, delivered: 0, bounces: 0, complaints: 0 };
      point.sent += day.sent;
      point.delivered += day.delivered;
      point.bounces += day.hardBounces + day.softBounces;
      point.complaints += day.complaints;
      byDate.set(day.date, point);
    }
  const points: ProviderPoint[] = [...byDate.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((point) => ({
      ...point,
      complaintRate: rate(point.complaints, point.delivered),
      bounceRate: rate(point.bounces, point.sent),
    }));
  const sum = (pick: (point: ProviderPoint) => number) => points.reduce((total, point) => total + pick(point), 0);
  const totals = {
    sent: sum((p) => p.sent),
    delivered: sum((p) => p.delivered),
    bounces: sum((p) => p.bounces),
    complaints: sum((p) => p.complaints),
  };
  return {
    points,
    totals: {
      ...totals,
      complaintRate: rate(totals.complaints, totals.delivered),
      bounceRate: rate(totals.bounces, totals.sent),
    },
  };
}
