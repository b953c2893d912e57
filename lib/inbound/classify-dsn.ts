import { bounceKind, truncate, type Classification } from "./classification";
import { originalMessageIds, reportFieldBlocks, typedAddress, type ParsedInbound } from "./parse-inbound";

// RFC 3464 delivery status notifications: multipart/report; report-type=delivery-status, whose
// message/delivery-status part holds one block of fields per recipient. Failed and delayed
// recipients are bounces (5.x.x hard, 4.x.x soft); "delivered", "relayed" and "expanded" reports
// are not. RFC 6533's message/global-delivery-status is read the same way.

const STATUS = /^([245])\.(\d{1,3})\.(\d{1,3})/;
const STATUS_PARTS = new Set(["message/delivery-status", "message/global-delivery-status"]);

export function isDsn(parsed: ParsedInbound): boolean {
  return (
    (parsed.contentType === "multipart/report" && parsed.reportType === "delivery-status") ||
    parsed.parts.some((part) => STATUS_PARTS.has(part.contentType))
  );
}

export function classifyDsn(parsed: ParsedInbound): Classification {
  const part = parsed.parts.find((candidate) => STATUS_PARTS.has(candidate.contentType));
  if (!part) return { outcome: "ignored", reason: "A delivery status report without its message/delivery-status part" };
  const recipients = reportFieldBlocks(part.content).filter(
    (fields) => fields.has("action") || fields.has("final-recipient") || fields.has("status"),
  );
  const failed = recipients.find((fields) => {
    const action = fields.get("action");
    return action
      ? /^(failed|delayed)/i.test(action)
      : /^[45]$/.test(STATUS.exec(fields.get("status") ?? "")?.[1] ?? "");
  });
  if (!failed)
    return { outcome: "ignored", reason: "A delivery report for a message that was delivered (no failed recipient)" };
  const match = STATUS.exec(failed.get("status") ?? "");
  const action = (failed.get("action") ?? "").toLowerCase();
  const status = match && match[1] !== "2" ? match[0] : action.startsWith("delayed") ? "4.0.0" : "5.0.0";
  const recipient =
    typedAddress(failed.get("final-recipient")) ??
    typedAddress(failed.get("original-recipient")) ??
    typedAddress(parsed.header("x-failed-recipients") ?? undefined);
  const diagnostic = failed.get("diagnostic-code");
  return {
    outcome: "bounce",
    shape: "rfc3464",
    bounce: {
      kind: bounceKind(status),
      status,
      diagnosticCode: diagnostic ? truncate(diagnostic, 500) : null,
      recipient,
    },
    originalMessageIds: originalMessageIds(parsed),
  };
}
