import { simpleParser, type AddressObject } from "mailparser";

/** "Ada Lovelace <ada@x.com>, bob@y.com" as a mail client shows an address header (names unquoted); null when absent. */
function addressText(value: AddressObject | AddressObject[] | undefined): string | null {
  if (!value) return null;
  const people = (Array.isArray(value) ? value : [value]).flatMap((item) =>
    item.value.flatMap((entry) => entry.group ?? [entry]),
  );
  return people.map(({ name, address }) => (name ? `${name} <${address ?? ""}>` : (address ?? ""))).join(", ") || null;
}

/** Headers in their original order and spelling, folded lines joined (RFC 5322 section 2.2.3). */
function headerList(lines: ReadonlyArray<{ key: string; line: string }>) {
  return lines.map(({ key, line }) => {
    const colon = line.indexOf(":");
    const name = colon > 0 ? line.slice(0, colon) : key;
    const value = colon > 0 ? line.slice(colon + 1) : "";
    return { name, value: value.replace(/\r?\n[ \t]+/g, " ").trim() };
  });
}

/** A received message as people read it: addresses, parts, headers and attachments. */
export async function parseCapturedEmail(raw: string) {
  const parsed = await simpleParser(raw, { skipImageLinks: true });
  return {
    from: addressText(parsed.from),
    to: addressText(parsed.to),
    cc: addressText(parsed.cc),
    subject: parsed.subject ?? null,
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date.toISOString() : null,
    messageId: parsed.messageId ?? null,
    html: parsed.html === false ? null : parsed.html,
    text: parsed.text ?? null,
    headers: headerList(parsed.headerLines),
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? null,
      contentType: attachment.contentType,
      size: attachment.size,
    })),
  };
}
