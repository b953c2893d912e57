import { randomUUID } from "node:crypto";
import type { Transaction } from "@/lib/db";
import type { DmarcReportData } from "@/lib/inbound/dmarc/dmarc-report";

// Stores a DMARC aggregate report in the intake's transaction (docs/contract.md section 22): once
// per team, reporting organisation and report id. Reporters resend reports and teams forward them
// again; a report already stored is recorded as `ignored` with the reason, and counts nothing twice.

export async function recordDmarcReport(
  tx: Transaction,
  teamId: string,
  report: DmarcReportData,
): Promise<{ outcome: "dmarc" | "ignored"; reason: string | null }> {
  const id = randomUUID();
  const stored = await tx.dmarcReport.createMany({
    data: [
      {
        id,
        teamId,
        orgName: report.orgName,
        reportId: report.reportId,
        domain: report.domain,
        policy: report.policy,
        beginAt: report.beginAt,
        endAt: report.endAt,
        messages: report.rows.reduce((sum, row) => sum + row.count, 0),
      },
    ],
    skipDuplicates: true,
  });
  if (stored.count === 0)
    return {
      outcome: "ignored",
      reason: `DMARC report ${report.reportId} from ${report.orgName} was already recorded`,
    };
  await tx.dmarcRecord.createMany({ data: report.rows.map((row) => ({ ...row, reportId: id, teamId })) });
  return { outcome: "dmarc", reason: null };
}
