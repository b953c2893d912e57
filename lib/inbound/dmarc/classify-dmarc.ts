import type { Classification } from "../classification";
import type { ParsedInbound } from "../parse-inbound";
import { parseDmarcReport, DmarcReportError } from "./parse-dmarc-report";
import { ReportAttachmentError, readReportAttachment } from "./read-report-attachment";

// DMARC aggregate reports (RFC 7489 section 7.2.1.1): a message carrying the report XML as an
// attachment, plain, gzip or zip. A message that answers another (In-Reply-To, References) is a
// reply with an attachment, never a report. An attachment that cannot be read makes the message
// `ignored` with the reason, so one broken report never stops the intake.

const REPORT_TYPES = new Set([
  "application/gzip",
  "application/x-gzip",
  "application/zip",
  "application/x-zip",
  "application/x-zip-compressed",
  "application/xml",
  "text/xml",
]);
const REPORT_NAME = /\.(xml|xml\.gz|gz|zip)$/i;

function reportPart(parsed: ParsedInbound) {
  if (parsed.referenced.length > 0) return null;
  return (
    parsed.parts.find((part) => REPORT_TYPES.has(part.contentType) || REPORT_NAME.test(part.filename ?? "")) ?? null
  );
}

export const isDmarcReport = (parsed: ParsedInbound) => reportPart(parsed) !== null;

export function classifyDmarcReport(parsed: ParsedInbound): Classification {
  const part = reportPart(parsed);
  const name = part?.filename ? `${part.filename} ` : "";
  if (!part) return { outcome: "ignored", reason: "A DMARC report without a report attachment" };
  try {
    return { outcome: "dmarc", report: parseDmarcReport(readReportAttachment(part.content)) };
  } catch (error) {
    if (error instanceof DmarcReportError || error instanceof ReportAttachmentError)
      return { outcome: "ignored", reason: `DMARC report attachment ${name}could not be read: ${error.message}` };
    throw error;
  }
}
