import { simpleParser, type AddressObject } from "mailparser";

// One inbound message as the classifiers need it, parsed by mailparser. Report parts
// (message/delivery-status, message/feedback-report, message/rfc822, text/rfc822-headers) are kept
// as parts rather than folded into the text, so each classifier reads the part it knows.

type InboundPart = { contentType: string; content: Buffer; filename: string | null };

export type ParsedInbound = {
  messageId: string | null;
  subject: string;
  /** The sender's bare address, lower-cased. */
  from: string | null;
  to: string[];
  /** To and Cc as written (letter case kept: an unsubscribe address's token is case-sensitive). */
  recipients: string[];
  /** Content-Type of the whole message and its report-type parameter (multipart/report). */
  contentType: string;
  reportType: string | null;
  /** Message-IDs named by In-Reply-To and References, in angle brackets. */
  referenced: string[];
  header: (name: string) => string | null;
  text: string;
  parts: InboundPart[];
  /** The raw source after the top-level header: where quoted originals are, whatever their part. */
  body: string;
};

const MESSAGE_ID = /<[^<>\s]+>/g;

/** Every `<id>` in a header value (In-Reply-To and References may list several). */
function messageIdsIn(value: unknown): string[] {
  const text = Array.isArray(value) ? value.join(" ") : typeof value === "string" ? value : "";
  return text.match(MESSAGE_ID) ?? [];
}

function addresses(value: AddressObject | AddressObject[] | undefined, keepCase = false): string[] {
  const objects = Array.isArray(value) ? value : value ? [value] : [];
  return objects.flatMap((object) =>
    object.value.flatMap((entry) => (entry.address ? [keepCase ? entry.address : entry.address.toLowerCase()] : [])),
  );
}

function headerText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object" && "value" in value) {
    const { value: main, params } = value as { value: string; params?: Record<string, string> };
    return [main, ...Object.entries(params ?? {}).map(([key, param]) => `${key}=${param}`)].join("; ");
  }
  return String(value);
}

function rawBody(source: Buffer): string {
  const raw = source.toString("latin1");
  const end = /\r?\n\r?\n/.exec(raw);
  return end ? raw.slice(end.index) : "";
}

export async function parseInbound(source: Buffer): Promise<ParsedInbound> {
  const mail = await simpleParser(source, {
    keepDeliveryStatus: true,
    skipHtmlToText: false,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  const contentType = mail.headers.get("content-type") as
    | { value?: string; params?: Record<string, string> }
    | undefined;
  return {
    messageId: messageIdsIn(mail.messageId)[0] ?? null,
    subject: mail.subject ?? "",
    from: addresses(mail.from)[0] ?? null,
    to: addresses(mail.to),
    recipients: [...addresses(mail.to, true), ...addresses(mail.cc, true)],
    contentType: (contentType?.value ?? "text/plain").toLowerCase(),
    reportType: contentType?.params?.["report-type"]?.toLowerCase() ?? null,
    referenced: [...new Set([...messageIdsIn(mail.inReplyTo), ...messageIdsIn(mail.references)])],
    header: (name) => headerText(mail.headers.get(name.toLowerCase())),
    text: mail.text ?? "",
    parts: mail.attachments.map((part) => ({
      contentType: part.contentType.toLowerCase(),
      content: part.content,
      filename: part.filename ?? null,
    })),
    body: rawBody(source),
  };
}

/**
 * Fields of a report part (message/delivery-status, message/feedback-report): header-style
 * "Name: value" lines, folded lines joined, in blocks separated by blank lines (RFC 3464 puts the
 * per-message fields first, then one block per recipient). Names are lower-cased.
 */
export function reportFieldBlocks(content: Buffer | string): Map<string, string>[] {
  const text = content.toString("utf8").replace(/\r\n/g, "\n");
  return text
    .split(/\n\s*\n/)
    .map((block) => {
      const fields = new Map<string, string>();
      for (const line of block.replace(/\n[ \t]+/g, " ").split("\n")) {
        const match = /^([A-Za-z0-9-]+)\s*:\s*(.*)$/.exec(line);
        if (match && !fields.has(match[1].toLowerCase())) fields.set(match[1].toLowerCase(), match[2].trim());
      }
      return fields;
    })
    .filter((fields) => fields.size > 0);
}

/** The address of a typed field value ("rfc822; ann@example.com" -> "ann@example.com"). */
export function typedAddress(value: string | undefined): string | null {
  if (!value) return null;
  const address = value
    .replace(/^[a-z0-9-]+\s*;\s*/i, "")
    .replace(/^<|>$/g, "")
    .trim()
    .toLowerCase();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : null;
}

/** Message-IDs of the original message a report carries (its message/rfc822 or headers part). */
export function originalMessageIds(parsed: ParsedInbound): string[] {
  const originals = parsed.parts.filter(
    (part) =>
      part.contentType === "message/rfc822" ||
      part.contentType === "text/rfc822-headers" ||
      part.contentType === "message/rfc822-headers",
  );
  const sources = [...originals.map((part) => part.content.toString("utf8")), parsed.body, parsed.text];
  const found = sources.flatMap((source) =>
    [...source.matchAll(/^\s*Message-ID:\s*(<[^<>\s]+>)/gim)].map((match) => match[1]),
  );
  return [...new Set(found)].filter((id) => id !== parsed.messageId);
}
