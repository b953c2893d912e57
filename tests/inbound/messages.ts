import { randomUUID } from "node:crypto";

// Inbound messages about emails Sendwell sent, written the way mail servers and readers write
// them. No database here: the Playwright spec uses these too.

const original = (messageId: string, to: string) =>
  `From: Acme News <news@acme.test>\r\nTo: ${to}\r\nSubject: Spring sale\r\nMessage-ID: ${messageId}\r\nMIME-Version: 1.0\r\nContent-Type: text/plain\r\n\r\nOur spring sale starts today.\r\n`;

/** An RFC 3464 report about `messageId` (omitted: the report quotes no original). */
export function dsn({
  recipient,
  status = "5.1.1",
  messageId,
  id = `<dsn-${randomUUID()}@mx.example.org>`,
  action = status.startsWith("4") ? "delayed" : "failed",
}: {
  recipient: string | null;
  status?: string;
  messageId?: string;
  id?: string;
  action?: string;
}) {
  const recipientField = recipient ? `Final-Recipient: rfc822; ${recipient}\r\n` : "";
  return [
    `From: Mail Delivery System <MAILER-DAEMON@mx.example.org>`,
    `To: bounces@acme.test`,
    `Subject: Undelivered Mail Returned to Sender`,
    `Message-ID: ${id}`,
    `MIME-Version: 1.0`,
    `Content-Type: multipart/report; report-type=delivery-status; boundary="B"`,
    ``,
    `--B`,
    `Content-Type: text/plain`,
    ``,
    `Your message could not be delivered.`,
    ``,
    `--B`,
    `Content-Type: message/delivery-status`,
    ``,
    `Reporting-MTA: dns; mx.example.org`,
    ``,
    `${recipientField}Action: ${action}`,
    `Status: ${status}`,
    `Diagnostic-Code: smtp; ${status.startsWith("4") ? "452" : "550"} ${status} mailbox problem`,
    ``,
    ...(messageId
      ? [`--B`, `Content-Type: message/rfc822`, ``, original(messageId, recipient ?? "someone@example.org")]
      : []),
    `--B--`,
    ``,
  ].join("\r\n");
}

/** An RFC 5965 complaint about `messageId`. */
export function arf({
  recipient,
  messageId,
  id = `<arf-${randomUUID()}@fbl.example.com>`,
}: {
  recipient: string;
  messageId: string;
  id?: string;
}) {
  return [
    `From: abuse@fbl.example.com`,
    `To: fbl@acme.test`,
    `Subject: Abuse report`,
    `Message-ID: ${id}`,
    `MIME-Version: 1.0`,
    `Content-Type: multipart/report; report-type=feedback-report; boundary="F"`,
    ``,
    `--F`,
    `Content-Type: text/plain`,
    ``,
    `This is an email abuse report.`,
    ``,
    `--F`,
    `Content-Type: message/feedback-report`,
    ``,
    `Feedback-Type: abuse`,
    `User-Agent: ExampleFBL/1.0`,
    `Version: 1`,
    `Original-Rcpt-To: <${recipient}>`,
    ``,
    `--F`,
    `Content-Type: text/rfc822-headers`,
    ``,
    original(messageId, recipient).split("\r\n\r\n")[0],
    ``,
    `--F--`,
    ``,
  ].join("\r\n");
}

/** A reply to `messageId` (automatic: an RFC 3834 out-of-office). */
export function reply({
  from,
  messageId,
  text = "Do you ship to Canada?",
  automatic = false,
  id = `<reply-${randomUUID()}@example.org>`,
}: {
  from: string;
  messageId: string;
  text?: string;
  automatic?: boolean;
  id?: string;
}) {
  return [
    `From: Reader <${from}>`,
    `To: news@acme.test`,
    `Subject: ${automatic ? "Out of office: Spring sale" : "Re: Spring sale"}`,
    `Message-ID: ${id}`,
    `In-Reply-To: ${messageId}`,
    `References: ${messageId}`,
    ...(automatic ? ["Auto-Submitted: auto-replied"] : []),
    `Content-Type: text/plain; charset=utf-8`,
    ``,
    text,
    ``,
    `On Tue, 24 Nov 2026, Acme News wrote:`,
    `> Our spring sale starts today.`,
    ``,
  ].join("\r\n");
}

/** A mail to the List-Unsubscribe mailto address `to` (a client's mailto unsubscribe, or a person's reply). */
export function unsubscribeMail({
  from,
  to,
  subject = "unsubscribe",
  inReplyTo,
}: {
  from: string;
  to: string;
  subject?: string;
  inReplyTo?: string;
}) {
  return [
    `From: <${from}>`,
    `To: <${to}>`,
    `Subject: ${subject}`,
    `Message-ID: <unsubscribe-${randomUUID()}@example.org>`,
    ...(inReplyTo ? [`In-Reply-To: ${inReplyTo}`, `References: ${inReplyTo}`] : []),
    `Content-Type: text/plain; charset=utf-8`,
    ``,
    `Please take me off this list.`,
    ``,
  ].join("\r\n");
}
