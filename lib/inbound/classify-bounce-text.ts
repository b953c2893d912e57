import { bounceKind, truncate, type Classification } from "./classification";
import { originalMessageIds, typedAddress, type ParsedInbound } from "./parse-inbound";

// Bounces that are not RFC 3464 reports: the plain-text notices of qmail ("failure notice"), Exim
// ("Mail delivery failed"), Yahoo, older Exchange/Outlook ("Undeliverable:") and Gmail's text. They
// are recognised by who sends them and their subject, and read for the SMTP reply they quote: an
// enhanced status code (RFC 3463) when there is one, else the basic reply code, else the words.

const DAEMON = /^(mailer-?daemon|postmaster|mail-?daemon|mail delivery (sub)?system|bounces?)@/i;
const SUBJECT =
  /(undeliver(able|ed)|delivery (status notification \((failure|delay)\)|has failed|failure|failed|incomplete)|returned mail|failure notice|mail delivery failed|could not be delivered|non[- ]?delivery|delivery problem|message not delivered|warning: message \S+ delayed|delivery delayed)/i;
const ENHANCED = /(?<![\d.])([45])\.(\d{1,3})\.(\d{1,3})(?![\d.])/;
const BASIC = /(?<![\d.-])([45])\d\d(?=[\s:-])/;
const PERMANENT =
  /(permanent (error|failure)|does ?n[o']t exist|user unknown|unknown user|no such (user|mailbox|address)|mailbox unavailable|address (couldn't be found|rejected|not found)|recipient (address )?rejected|not found|doesn't have an? \S+ account|account (has been )?disabled|invalid recipient|I've given up)/i;
const TEMPORARY =
  /(temporary (error|failure|problem)|try(ing)? again|deferred|delayed|will retry|still trying|over quota|mailbox (is )?full|greylist)/i;
const ADDRESS =
  /<?([a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+)>?/gi;

/** The notice's own text: what comes before the quoted copy of the original message. */
function noticeText(parsed: ParsedInbound): string {
  const cut = parsed.text.search(
    /^(-{2,}.*(below this line|copy of the message|original message)|-{5,}\s*Original message|Original message headers:)/im,
  );
  return cut > 0 ? parsed.text.slice(0, cut) : parsed.text;
}

export function isTextBounce(parsed: ParsedInbound): boolean {
  const returnPath = parsed.header("return-path");
  const nullSender = returnPath !== null && /^\s*<?\s*>?\s*$/.test(returnPath);
  return (
    (DAEMON.test(parsed.from ?? "") || nullSender || parsed.header("x-failed-recipients") !== null) &&
    SUBJECT.test(`${parsed.subject} ${noticeText(parsed).slice(0, 2000)}`)
  );
}

function shapeOf(parsed: ParsedInbound, text: string): string {
  if (/qmail-send program/i.test(text)) return "qmail";
  if (
    /mail delivery software|exim/i.test(text) ||
    (parsed.header("x-failed-recipients") && /delivery failed/i.test(parsed.subject))
  )
    return "exim";
  if (/yahoo/i.test(parsed.from ?? "") || /yahoo/i.test(text.slice(0, 500))) return "yahoo";
  if (/google|gmail/i.test(parsed.from ?? "") || /gmail|google/i.test(text)) return "gmail";
  if (
    /^undeliverable:/i.test(parsed.subject) ||
    /Remote Server returned|RESOLVER\.|Microsoft|Exchange|outlook/i.test(text)
  )
    return "exchange";
  if (/postfix/i.test(text)) return "postfix";
  return "text";
}

function statusOf(text: string): { status: string; line: string | null } {
  const lines = text.split(/\r?\n/);
  for (const pattern of [ENHANCED, BASIC]) {
    const index = lines.findIndex((line) => pattern.test(line));
    if (index < 0) continue;
    const match = pattern.exec(lines[index])!;
    const status = pattern === ENHANCED ? `${match[1]}.${match[2]}.${match[3]}` : `${match[1]}.0.0`;
    // The reply often wraps: keep the next line too when it continues the sentence.
    const next = lines[index + 1]?.trim() ?? "";
    return {
      status,
      line: truncate(lines[index] + (next && !/^[<#-]/.test(next) && next.length < 200 ? ` ${next}` : ""), 500),
    };
  }
  if (PERMANENT.test(text)) return { status: "5.0.0", line: truncate(PERMANENT.exec(text)![0], 500) };
  if (TEMPORARY.test(text)) return { status: "4.0.0", line: truncate(TEMPORARY.exec(text)![0], 500) };
  return { status: "5.0.0", line: null };
}

function recipientOf(parsed: ParsedInbound, text: string): string | null {
  const failed = typedAddress(parsed.header("x-failed-recipients")?.split(",")[0]);
  if (failed) return failed;
  const own = new Set([parsed.from, ...parsed.to].filter(Boolean));
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[1].toLowerCase();
    if (!own.has(address) && !DAEMON.test(address)) return address;
  }
  return null;
}

export function classifyTextBounce(parsed: ParsedInbound): Classification {
  const text = noticeText(parsed);
  const { status, line } = statusOf(text);
  // A notice that says it keeps trying is a delay even when it quotes a 5xx from an earlier hop.
  const delayed =
    /delay|will (keep )?(retry|trying)|still trying|has not yet been delivered/i.test(
      `${parsed.subject} ${text.slice(0, 600)}`,
    ) && !/given up|permanent/i.test(text);
  const finalStatus = delayed && status.startsWith("5") ? `4${status.slice(1)}` : status;
  return {
    outcome: "bounce",
    shape: shapeOf(parsed, text),
    bounce: {
      kind: bounceKind(finalStatus),
      status: finalStatus,
      diagnosticCode: line,
      recipient: recipientOf(parsed, text),
    },
    originalMessageIds: originalMessageIds(parsed),
  };
}
