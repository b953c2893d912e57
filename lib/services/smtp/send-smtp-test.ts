import { db } from "@/lib/db";
import type { SMTPConfig } from "@/lib/generated/prisma/client";
import { escapeHtml } from "@/lib/html/escape-html";
import { DKIM_SIGNED_HEADERS } from "@/lib/mail/dkim";
import { sendSmtpTestMessage } from "@/lib/mail/verify-smtp";
import { loadSigningKeys } from "@/lib/services/domains/load-signing-keys";
import { getSmtpConfigOrThrow } from "./get-smtp-config";
import { runSmtpCheck } from "./verify-smtp-config";

function testMessage(config: SMTPConfig, to: string) {
  const server = `${config.host}:${config.port}`;
  const sentAt = new Date().toISOString();
  return {
    from: config.fromName ? { name: config.fromName, address: config.fromEmail } : config.fromEmail,
    to,
    subject: `Sendwell test: ${config.name}`,
    text:
      `This is a test message from Sendwell, sent through the SMTP configuration "${config.name}" (${server}) at ${sentAt}.\n\n` +
      "If you can read this, the configuration works.",
    html:
      `<p>This is a test message from Sendwell, sent through the SMTP configuration <strong>${escapeHtml(config.name)}</strong> ` +
      `(${escapeHtml(server)}) at ${sentAt}.</p><p>If you can read this, the configuration works.</p>`,
  };
}

/** Sends a short message to `to` through the config; a delivered test also counts as verified. */
export async function sendSmtpTest({ teamId, id, to }: { teamId: string; id: string; to: string }) {
  const config = await getSmtpConfigOrThrow({ teamId, id });
  // Signed like all other mail when the sender's domain is verified (docs/contract.md section 13); one
  // message, so nodemailer signs it in place.
  const signingKey = (await loadSigningKeys([teamId]))({ teamId, from: config.fromEmail });
  const message = {
    ...testMessage(config, to),
    ...(signingKey ? { dkim: { ...signingKey, headerFieldNames: DKIM_SIGNED_HEADERS } } : {}),
  };
  const messageId = await runSmtpCheck(config, (options) => sendSmtpTestMessage(options, message), "test send");
  const sentAt = new Date();
  await db.$transaction([
    db.sMTPConfig.updateMany({ where: { id, teamId }, data: { lastVerifiedAt: sentAt } }),
    // Kept in the team's email log (as a test, out of analytics), which is also what lets the
    // Outbox show the message to this team when it went to the capture server.
    db.email.create({
      data: {
        teamId,
        smtpConfigId: id,
        from: config.fromName ? `${config.fromName} <${config.fromEmail}>` : config.fromEmail,
        to,
        subject: message.subject,
        body: message.html,
        text: message.text,
        status: "SENT",
        test: true,
        track: false,
        messageId,
        sentAt,
        attempts: 1,
      },
    }),
  ]);
  return { ok: true as const, messageId };
}
