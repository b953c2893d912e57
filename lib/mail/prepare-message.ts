import { listUnsubscribeHeaders, newMessageId } from "./message-headers";
import { addTracking } from "@/lib/tracking/tokens/add-tracking";

// The last step before a message is stored and sent: tracking added to the rendered HTML and the
// headers every Sendwell message carries. The result is what the Email row keeps, so a retry sends
// exactly the same bytes and the Message-ID stays the one replies and bounces will quote.

export type PrepareMessageInput = {
  /** Known before the row is written: the tracking URLs carry it. */
  emailId: string;
  html: string;
  text: string | null;
  /** The From header; its domain names the Message-ID. */
  from: string;
  /** The recipient's contact, when there is one: unsubscribe link and List-Unsubscribe are per contact. */
  contactId?: string | null;
  /** Without a contact, the team and address that List-Unsubscribe unsubscribes (POST /email). */
  address?: { teamId: string; email: string } | null;
  /**
   * Adds List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) for the contact, else the address:
   * every POST /email and marketing mail, and Resend-route mail to a contact (docs/contract.md section 12).
   */
  unsubscribeHeaders: boolean;
  trackOpens: boolean;
  trackClicks: boolean;
  /**
   * The contact's (else the address's) unsubscribe URL, `unsubscribeUrl(target)`: its link in the
   * body is never rewritten, and List-Unsubscribe reuses it rather than signing the token again.
   */
  unsubscribeUrl?: string | null;
  /** Caller headers (the Resend route's `headers`), already checked for line breaks. */
  headers?: Record<string, string>;
};

export type PreparedMessage = {
  html: string;
  text: string | null;
  headers: Record<string, string>;
  messageId: string;
};

export function prepareMessage(input: PrepareMessageInput): PreparedMessage {
  const html = input.html
    ? addTracking({
        html: input.html,
        emailId: input.emailId,
        unsubscribeUrl: input.unsubscribeUrl ?? undefined,
        opens: input.trackOpens,
        clicks: input.trackClicks,
      })
    : input.html;
  const headers: Record<string, string> = { ...input.headers };
  // Ours win over a caller's: a payload must not point List-Unsubscribe elsewhere.
  const target = input.contactId ? { contactId: input.contactId } : input.address;
  if (input.unsubscribeHeaders && target)
    Object.assign(headers, listUnsubscribeHeaders(target, input.unsubscribeUrl ?? undefined));
  return { html, text: input.text, headers, messageId: newMessageId(input.from) };
}
