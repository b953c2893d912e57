import { truncate, type Classification } from "./classification";
import type { ParsedInbound } from "./parse-inbound";

// Replies: a message whose In-Reply-To or References names a Message-ID (the lookup of which
// belongs to the recorder, per team). RFC 3834 automatic responses (Auto-Submitted other than
// "no", and the older X-Autoreply / Precedence conventions and out-of-office subjects) are replies
// flagged `automatic`, kept out of reply counts.

const AUTO_SUBJECT =
  /^\s*(auto(matic)?[ -]?(reply|response|antwort)|out of (the )?office|abwesenheit|absence|r[ée]ponse automatique|vacation)/i;

function isAutomaticReply(parsed: ParsedInbound): boolean {
  const autoSubmitted = parsed.header("auto-submitted");
  if (autoSubmitted && !/^\s*no\b/i.test(autoSubmitted)) return true;
  if (parsed.header("x-autoreply") || parsed.header("x-autorespond") || parsed.header("x-autoresponder")) return true;
  if (/^\s*(auto_reply|bulk|junk)\b/i.test(parsed.header("precedence") ?? "")) return true;
  return AUTO_SUBJECT.test(parsed.subject);
}

/** What the person wrote: the text without the quoted original ("> ..." and "On ... wrote:"). */
function replySnippet(text: string): string {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const end = lines.findIndex((line) =>
    /^\s*(On .{0,200}wrote:|-{2,}\s*Original Message\s*-{2,}|From:\s.+@|Le .{0,200}a écrit\s*:|Am .{0,200}schrieb)/i.test(
      line,
    ),
  );
  const own = (end >= 0 ? lines.slice(0, end) : lines).filter((line) => !line.trimStart().startsWith(">"));
  return truncate(own.join(" "), 200);
}

export function classifyReply(parsed: ParsedInbound): Classification {
  if (parsed.referenced.length === 0)
    return { outcome: "ignored", reason: "Not a bounce, a complaint or a reply to a message Sendwell sent" };
  return {
    outcome: "reply",
    referenced: parsed.referenced,
    from: parsed.from,
    subject: parsed.subject,
    snippet: replySnippet(parsed.text),
    automatic: isAutomaticReply(parsed),
  };
}
