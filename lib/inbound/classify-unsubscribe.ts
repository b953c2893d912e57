import { unsubscribeMailHost } from "@/lib/mail/message-headers";
import type { Classification } from "./classification";
import type { ParsedInbound } from "./parse-inbound";

// Mail to the List-Unsubscribe mailto address (docs/contract.md section 21): `unsubscribe+<token>@<host>`
// as Sendwell writes it (lib/mail/message-headers.ts), with the token also in the subject
// ("unsubscribe <token>") for relays that drop a `+` tag; or plain `unsubscribe@<host>` without a
// token, e.g. a person's reply to that address, which the recorder honours only when it comes
// from a contact of the team. Whether a token is genuine, and whose it is, is the recorder's check.

const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const SUBJECT_TOKEN = /\bunsubscribe\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/i;

/** The addresses the message was delivered to: its To and Cc, and the envelope's (Delivered-To, X-Original-To). */
export function recipients(parsed: ParsedInbound): string[] {
  const envelope = ["delivered-to", "x-original-to"].flatMap(
    (name) => (parsed.header(name) ?? "").match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? [],
  );
  return [...parsed.recipients, ...envelope];
}

/** The message's unsubscribe request, or null when it was not sent to the unsubscribe address. */
export function classifyUnsubscribe(parsed: ParsedInbound, host = unsubscribeMailHost()): Classification | null {
  let addressed = false;
  let token: string | null = null;
  for (const address of recipients(parsed)) {
    const at = address.lastIndexOf("@");
    const local = address.slice(0, at);
    const domain = address.slice(at + 1).toLowerCase();
    const tag = /^unsubscribe\+(.+)$/i.exec(local)?.[1];
    if (tag && TOKEN.test(tag)) token ??= tag;
    else if (local.toLowerCase() === "unsubscribe" && domain === host) addressed = true;
  }
  if (!token && addressed) token = SUBJECT_TOKEN.exec(parsed.subject)?.[1] ?? null;
  if (!addressed && !token) return null;
  return { outcome: "unsubscribe", token, from: parsed.from };
}
