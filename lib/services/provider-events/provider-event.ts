// What a provider's event webhook reports about one message, in one shape whatever the provider
// (docs/contract.md section 20): the parsers (one file per provider) produce these, and
// record-provider-events.ts gives them section 14's effects.

export type ProviderEvent =
  | {
      kind: "bounce";
      hard: boolean;
      status: string;
      diagnosticCode: string | null;
      ids: MessageIds;
      recipient: string;
      at: Date;
    }
  | { kind: "complaint"; feedbackType: string; ids: MessageIds; recipient: string; at: Date }
  | { kind: "delivered"; ids: MessageIds; recipient: string; at: Date };

/** How the event names its message: the provider's own id, and the Message-ID header we sent it with. */
type MessageIds = { providerMessageId: string | null; messageIdHeader: string | null };

/** A Message-ID header as Sendwell stores it: `<id@host>` (providers quote it with or without brackets). */
export function bracketedMessageId(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const bare = value.trim().replace(/^<|>$/g, "");
  return bare ? `<${bare}>` : null;
}

/** An RFC 3463 status from an SMTP reply code or text, by class when nothing finer is given. */
export function statusOf(text: unknown, hard: boolean): string {
  const match =
    typeof text === "string" || typeof text === "number" ? /\b([245])\.\d{1,3}\.\d{1,3}\b/.exec(String(text)) : null;
  return match ? match[0] : hard ? "5.0.0" : "4.0.0";
}

export const asText = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** A provider timestamp: seconds since the epoch, or an ISO date; now when missing or unreadable. */
export function eventTime(value: unknown): Date {
  const date =
    typeof value === "number"
      ? new Date(value * 1000)
      : typeof value === "string"
        ? new Date(value)
        : new Date(Number.NaN);
  return Number.isNaN(date.getTime()) ? new Date() : date;
}
