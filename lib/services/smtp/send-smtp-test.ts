import { db } from "@/lib/db";
import type { SMTPConfig } from "@/lib/generated/prisma/client";
import { escapeHtml } from "@/lib/html/escape-html";
import { sendSmtpTestMessage } from "@/lib/mail/verify-smtp";
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
  const message = testMessage(config, to);
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
