import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { DnsLookupError } from "./private-targets";

// Checking an SMTP server the way sending would use it, and saying which step failed
// (docs/contract.md section 12: `details.stage` dns | connect | tls | auth; a test send adds `send`) in
// words a person can act on. Every step has a timeout and the whole check a deadline, so a dead
// or silent server answers within seconds instead of hanging the request.

type SmtpStage = "dns" | "connect" | "tls" | "auth" | "send";
export type SmtpFailure = { stage: SmtpStage; reason: string };

/** Timeouts for checks a person waits on; sending uses longer ones. */
export const CHECK_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
  dnsTimeout: 5_000,
} as const;
const CHECK_DEADLINE_MS = 20_000;

export class SmtpCheckFailed extends Error {
  constructor(readonly failure: SmtpFailure) {
    super(failure.reason);
    this.name = "SmtpCheckFailed";
  }
}

type MailerError = Error & { code?: string; command?: string; responseCode?: number; response?: string };

const DNS_CODES = new Set(["EDNS", "ENOTFOUND", "EAI_AGAIN", "ENODATA", "EAI_NONAME", "ESERVFAIL"]);
const TLS_WORDS = /certificate|self[- ]signed|ssl|tls|wrong version number|handshake|alert/i;
const AUTH_REPLY = /^(530|534|535|538)\b/;

function clean(text: string) {
  return text.replace(/\s+/g, " ").trim().slice(0, 500);
}

/** Which step `error` happened at, with a reason a person can act on. */
export function describeSmtpFailure(error: unknown): SmtpFailure {
  if (error instanceof SmtpCheckFailed) return error.failure;
  if (error instanceof DnsLookupError) return { stage: "dns", reason: `${error.message}. Check the host name.` };
  const failure = (error ?? {}) as MailerError;
  const code = failure.code ?? "";
  const reply = clean(failure.response ?? "");
  const message = clean(failure.message || String(error));
  const command = failure.command ?? "";

  if (DNS_CODES.has(code)) return { stage: "dns", reason: `The host name could not be resolved: ${message}` };
  if (command === "STARTTLS" || /STARTTLS/i.test(reply)) {
    return { stage: "tls", reason: `The server does not offer STARTTLS encryption as configured: ${reply || message}` };
  }
  if (code === "EAUTH" || command.startsWith("AUTH") || AUTH_REPLY.test(reply)) {
    return { stage: "auth", reason: `The server refused the login: ${reply || message}` };
  }
  if (code === "ETLS" || TLS_WORDS.test(message))
    return { stage: "tls", reason: `The encrypted (TLS) connection failed: ${message}` };
  if (code === "EENVELOPE" || code === "EMESSAGE" || (failure.responseCode && /^(MAIL|RCPT|DATA)/.test(command))) {
    return { stage: "send", reason: `The server refused the message: ${reply || message}` };
  }
  if (/Greeting never received/.test(message)) {
    return {
      stage: "connect",
      reason:
        "The server accepted the connection but never greeted: it may not be an SMTP server, or it expects TLS from the start (port 465)",
    };
  }
  if (/ECONNREFUSED/.test(message))
    return {
      stage: "connect",
      reason: `The connection was refused: nothing accepts connections on that port (${message})`,
    };
  if (code === "ETIMEDOUT" || /ETIMEDOUT|timeout/i.test(message)) {
    return {
      stage: "connect",
      reason: `The server did not answer in time: check the host, the port and any firewall (${message})`,
    };
  }
  return { stage: "connect", reason: `Could not talk to the server: ${message}` };
}

async function withDeadline<T>(work: Promise<T>, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(
        Object.assign(new Error(`No complete answer within ${CHECK_DEADLINE_MS / 1000} s (timeout)`), {
          code: "ETIMEDOUT",
        }),
      );
    }, CHECK_DEADLINE_MS);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Connects, upgrades to TLS and logs in as `options` say; throws SmtpCheckFailed naming the step. */
export async function verifySmtpConnection(options: SMTPTransport.Options): Promise<void> {
  const transporter = nodemailer.createTransport(options);
  try {
    await withDeadline(transporter.verify(), () => transporter.close());
  } catch (error) {
    throw new SmtpCheckFailed(describeSmtpFailure(error));
  } finally {
    transporter.close();
  }
}

export type SmtpTestMessage = Required<Pick<Mail.Options, "from" | "to" | "subject" | "text" | "html">> &
  Pick<Mail.Options, "dkim">;

/** Sends one message through `options`; answers its Message-ID or throws SmtpCheckFailed. */
export async function sendSmtpTestMessage(options: SMTPTransport.Options, message: SmtpTestMessage): Promise<string> {
  const transporter = nodemailer.createTransport(options);
  try {
    const info = await withDeadline(transporter.sendMail(message), () => transporter.close());
    return info.messageId;
  } catch (error) {
    throw new SmtpCheckFailed(describeSmtpFailure(error));
  } finally {
    transporter.close();
  }
}
