import type { SmtpCheckStage } from "@/lib/validation/smtp";
import { ApiRequestError, errorMessageOf } from "@/lib/queries/api-client";

// A failed verify or test send, in words a marketer can act on: which step failed, what the
// server said, and what usually fixes it.

const STAGES: Record<SmtpCheckStage, { title: string; hint: string }> = {
  dns: { title: "The server's address could not be found", hint: "Check the host name for typos." },
  connect: {
    title: "Couldn't connect to the server",
    hint: "Check the host and port (587 or 465 for most providers), and that the server accepts connections from the internet.",
  },
  tls: {
    title: "The secure (TLS) connection failed",
    hint: "Port 465 uses TLS from the start, 587 upgrades with STARTTLS. The server's certificate must be valid for the host name.",
  },
  auth: {
    title: "The server refused the username or password",
    hint: "Check the credentials. Gmail and Outlook need an app password; Amazon SES needs SMTP credentials, not your AWS keys.",
  },
  send: { title: "The server refused the message", hint: "Check the sender address is allowed on this server, and the recipient address." },
};

export type SmtpProblem = { title: string; reason: string; hint?: string };

/** The plain-words version of a verify or test failure (any other error: its message). */
export function smtpProblemOf(error: unknown): SmtpProblem {
  if (error instanceof ApiRequestError && error.code === "SMTP_VERIFY_FAILED") {
    const stage = STAGES[error.details.stage as SmtpCheckStage] ?? STAGES.connect;
    return { title: stage.title, reason: error.details.reason ?? error.message, hint: stage.hint };
  }
  return { title: "The check could not run", reason: errorMessageOf(error) };
}
