import type { Classification } from "./classification";
import { originalMessageIds, reportFieldBlocks, typedAddress, type ParsedInbound } from "./parse-inbound";

// RFC 5965 Abuse Reporting Format: multipart/report; report-type=feedback-report with a
// message/feedback-report part (Feedback-Type, User-Agent, Original-Rcpt-To...) and the original
// message or its headers. The feedback loops of Yahoo, Outlook.com (JMRP), AOL and Fastmail send
// it. "not-spam" reports take nothing back and are ignored.

export function isArf(parsed: ParsedInbound): boolean {
  return (
    (parsed.contentType === "multipart/report" && parsed.reportType === "feedback-report") ||
    parsed.parts.some((part) => part.contentType === "message/feedback-report")
  );
}

/** The original message's To address, when the report does not name the recipient. */
function originalTo(parsed: ParsedInbound): string | null {
  const original = parsed.parts.find(
    (part) => part.contentType === "message/rfc822" || part.contentType === "text/rfc822-headers",
  );
  const to = original ? /^To:\s*(.+)$/im.exec(original.content.toString("utf8"))?.[1] : undefined;
  return typedAddress(to ? (/<([^<>]+)>/.exec(to)?.[1] ?? to) : undefined);
}

export function classifyArf(parsed: ParsedInbound): Classification {
  const part = parsed.parts.find((candidate) => candidate.contentType === "message/feedback-report");
  const fields = part ? (reportFieldBlocks(part.content)[0] ?? new Map<string, string>()) : new Map<string, string>();
  const feedbackType = (fields.get("feedback-type") ?? "abuse").toLowerCase();
  if (feedbackType === "not-spam") return { outcome: "ignored", reason: "A not-spam feedback report" };
  return {
    outcome: "complaint",
    feedbackType,
    recipient:
      typedAddress(fields.get("original-rcpt-to")) ??
      typedAddress(fields.get("removal-recipient")) ??
      originalTo(parsed),
    userAgent: fields.get("user-agent") ?? null,
    originalMessageIds: originalMessageIds(parsed),
  };
}
