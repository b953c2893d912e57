import { classifyArf, isArf } from "./classify-arf";
import { classifyDsn, isDsn } from "./classify-dsn";
import { classifyTextBounce, isTextBounce } from "./classify-bounce-text";
import type { Classification } from "./classification";
import { classifyReply } from "./match-reply";
import { classifyUnsubscribe, recipients } from "./classify-unsubscribe";
import { returnPathEmailId } from "@/lib/mail/return-path";
import type { ParsedInbound } from "./parse-inbound";
import { classifyDmarcReport, isDmarcReport } from "./dmarc/classify-dmarc";

/**
 * Standard reports first (their structure is unambiguous), then the plain-text bounce notices of
 * providers that do not send them, then mail to the List-Unsubscribe address, then replies: a
 * bounce often quotes the original's Message-ID in In-Reply-To, and a reply sent to the
 * unsubscribe address is an unsubscribe, so a reply is only what is none of these. A DMARC aggregate
 * report answers no message, so it is never taken for a reply (docs/contract.md section 22).
 */
export function classifyMessage(parsed: ParsedInbound): Classification {
  if (isDsn(parsed)) return withReturnPath(classifyDsn(parsed), parsed);
  if (isArf(parsed)) return classifyArf(parsed);
  if (isTextBounce(parsed)) return withReturnPath(classifyTextBounce(parsed), parsed);
  return classifyUnsubscribe(parsed) ?? (isDmarcReport(parsed) ? classifyDmarcReport(parsed) : classifyReply(parsed));
}

/**
 * A bounce sent back to a VERP envelope sender (`bounce+<token>@...`, docs/contract.md section 20)
 * names its Email by the token, whatever the report quotes of the original (often nothing).
 */
function withReturnPath(classification: Classification, parsed: ParsedInbound): Classification {
  if (classification.outcome !== "bounce") return classification;
  const emailId = returnPathEmailId(recipients(parsed));
  return emailId ? { ...classification, returnPathEmailId: emailId } : classification;
}
