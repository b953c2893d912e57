import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";

// Mail the service itself sends (invites, password resets, confirmations): through
// SYSTEM_SMTP_URL, or, for local use, the built-in capture server (lib/mail/capture-server.ts).

export type SystemEmail = { to: string; subject: string; html: string; text: string };

let transport: Transporter | undefined;

function systemTransport(): Transporter {
  transport ??= nodemailer.createTransport(
    env.SYSTEM_SMTP_URL ?? { host: "127.0.0.1", port: env.SMTP_CAPTURE_PORT, secure: false, ignoreTLS: true },
  );
  return transport;
}

/** Sends one system email; answers its Message-ID. Throws when the relay refuses it. */
export async function sendSystemEmail(email: SystemEmail): Promise<string> {
  const info = await systemTransport().sendMail({ from: env.SYSTEM_MAIL_FROM, ...email });
  return info.messageId;
}
