import { XMLParser, XMLValidator } from "fast-xml-parser";
import { z } from "zod";
import type { DmarcReportData } from "./dmarc-report";

// RFC 7489 appendix C's XML, read with fast-xml-parser (validated first, so broken XML is refused
// with the parser's line and message) and then checked with zod: the fields the summary needs must
// be there, everything else a reporter adds is left alone. Text stays text (a report id of leading
// zeros stays as written); counts and timestamps are read as integers.

export class DmarcReportError extends Error {}

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  // Elements that may repeat are always arrays, even when a report has one of them.
  isArray: (_name, jpath) =>
    jpath === "feedback.record" ||
    jpath === "feedback.record.auth_results.dkim" ||
    jpath === "feedback.record.auth_results.spf",
});

const text = z.string().trim().min(1);
const integer = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "must be a whole number")
  .transform(Number);
const result = z.object({ result: z.string().optional() }).partial();

const RecordSchema = z.object({
  row: z.object({
    source_ip: text,
    count: integer,
    policy_evaluated: z.object({
      disposition: text,
      dkim: z.string().optional(),
      spf: z.string().optional(),
    }),
  }),
  identifiers: z.object({ header_from: z.string().optional() }).partial().optional(),
  auth_results: z
    .object({ dkim: z.array(result).optional(), spf: z.array(result).optional() })
    .partial()
    .or(z.literal(""))
    .optional(),
});

const FeedbackSchema = z.object({
  feedback: z.object({
    report_metadata: z.object({
      org_name: text,
      report_id: text,
      date_range: z.object({ begin: integer, end: integer }),
    }),
    policy_published: z.object({ domain: text, p: z.string().optional() }),
    record: z.array(RecordSchema).min(1, "holds no record"),
  }),
});

const pass = (value: string | undefined) => value?.trim().toLowerCase() === "pass";
const issuePath = (issue: z.core.$ZodIssue) => issue.path.map(String).join(".");

/** The report in `xml`; throws DmarcReportError saying what is wrong. */
export function parseDmarcReport(xml: string): DmarcReportData {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new DmarcReportError(`not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  const parsed = FeedbackSchema.safeParse(parser.parse(xml));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new DmarcReportError(`not an RFC 7489 aggregate report (${issuePath(issue)}: ${issue.message})`);
  }
  const { report_metadata: meta, policy_published: policy, record } = parsed.data.feedback;
  return {
    orgName: meta.org_name.slice(0, 200),
    reportId: meta.report_id.slice(0, 200),
    domain: policy.domain.toLowerCase().replace(/\.$/, ""),
    policy: policy.p?.trim() || null,
    beginAt: new Date(meta.date_range.begin * 1000),
    endAt: new Date(meta.date_range.end * 1000),
    rows: record.map(({ row, identifiers, auth_results: auth }) => ({
      sourceIp: row.source_ip,
      count: row.count,
      headerFrom: identifiers?.header_from?.trim().toLowerCase() || null,
      disposition: row.policy_evaluated.disposition.toLowerCase(),
      dkimAligned: pass(row.policy_evaluated.dkim),
      spfAligned: pass(row.policy_evaluated.spf),
      dkimAuthPass: typeof auth === "object" && (auth.dkim ?? []).some((entry) => pass(entry.result)),
      spfAuthPass: typeof auth === "object" && (auth.spf ?? []).some((entry) => pass(entry.result)),
    })),
  };
}
