import { ApiRequestError, errorMessageOf } from "@/lib/queries/api-client";
import type { ImapCheckStage } from "@/lib/validation/imap";
import type { SmtpProblem } from "./smtp-stage";

// A failed inbound-mailbox check in words a marketer can act on: which step failed, what the
// server said, and what usually fixes it. Shown with SmtpProblemAlert, like SMTP checks.

const STAGES: Record<ImapCheckStage, { title: string; hint: string }> = {
  dns: { title: "The mail server's address could not be found", hint: "Check the host name for typos (for Gmail: imap.gmail.com)." },
  connect: { title: "Couldn't connect to the mail server", hint: "Check the host and port: 993 with TLS for most providers, 143 without." },
  tls: { title: "The secure (TLS) connection failed", hint: "Port 993 uses TLS from the start. The server's certificate must be valid for the host name." },
  auth: { title: "The server refused the username or password", hint: "Check the credentials. Gmail and Outlook need an app password for IMAP." },
  mailbox: { title: "That mailbox doesn't exist", hint: "Check the folder names: INBOX, or a folder you created for bounces, exactly as your mail app shows it." },
};

/** A sync's lastError ("auth: The server refused...") or a verify failure, in plain words. */
export function imapProblemOf(error: unknown): SmtpProblem {
  if (error instanceof ApiRequestError && error.code === "IMAP_VERIFY_FAILED") {
    const stage = STAGES[error.details.stage as ImapCheckStage] ?? STAGES.connect;
    return { title: stage.title, reason: error.details.reason ?? error.message, hint: stage.hint };
  }
  return { title: "The check could not run", reason: errorMessageOf(error) };
}

export function lastErrorProblem(lastError: string): SmtpProblem {
  const match = /^(dns|connect|tls|auth|mailbox): (.*)$/s.exec(lastError);
  if (!match) return { title: "The last sync failed", reason: lastError };
  const stage = STAGES[match[1] as ImapCheckStage];
  return { title: `Last sync: ${stage.title.charAt(0).toLowerCase()}${stage.title.slice(1)}`, reason: match[2], hint: stage.hint };
}
