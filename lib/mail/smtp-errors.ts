// Which SMTP failures are worth retrying. A 5xx reply is the receiving server's final word
// (unknown mailbox, policy refusal): retrying only repeats it, so the email fails at once. A 4xx
// reply (greylisting, mailbox busy, rate limited) and network trouble are temporary by definition.

type MailerError = Error & {
  responseCode?: number;
  code?: string;
  response?: string;
  command?: string;
  syscall?: string;
};

/**
 * A permanent refusal of the recipient or the message itself (5xx at RCPT TO or DATA): the
 * receiving server's word that this address cannot be mailed, recorded as a hard bounce
 * (docs/contract.md section 14). A 5xx elsewhere (AUTH, MAIL FROM) is about the sender, not the address.
 */
export type SmtpRefusal = { status: string; diagnosticCode: string };

export type SmtpFailure = {
  permanent: boolean;
  message: string;
  refusal?: SmtpRefusal;
  /**
   * No connection could be opened at all (refused, no address, TLS refused at connect): unlike a
   * 4xx reply, a dropped connection or a timeout, a sign that the configuration may be wrong.
   */
  unreachable?: boolean;
  /**
   * The SMTP server failed as a whole before taking the message (connect, TLS, AUTH, a connection
   * or greeting timeout, a 4xx to the greeting, EHLO or MAIL FROM, a 421 anywhere): a sending
   * route moves the message to its next target (docs/contract.md section 20). Never set when the
   * message may have been taken (a connection dropped or timed out mid-exchange).
   */
  wholeTarget?: boolean;
  /**
   * The recipient's side turned the message away for now (a 4xx to RCPT TO or DATA, 421 included):
   * its domain is deferred with a growing backoff while other domains keep flowing (docs/contract.md
   * section 20, lib/services/destinations/).
   */
  destination?: boolean;
};

const ENHANCED_STATUS = /\b([245])\.(\d{1,3})\.(\d{1,3})\b/;

export function classifySmtpError(error: unknown): SmtpFailure {
  const classified = classify(error);
  const withTarget = failsWholeTarget(error) ? { ...classified, wholeTarget: true } : classified;
  return refusedForNow(error) ? { ...withTarget, destination: true } : withTarget;
}

function refusedForNow(error: unknown): boolean {
  const failure = (error ?? {}) as MailerError;
  const code = typeof failure.responseCode === "number" ? failure.responseCode : undefined;
  return code !== undefined && code >= 400 && code < 500 && /^(RCPT|DATA)/i.test(failure.command ?? "");
}

// Stages before any message data: a failure there cannot have delivered anything.
const BEFORE_MESSAGE = /^(CONN|GREETING|EHLO|HELO|LHLO|STARTTLS|AUTH|MAIL FROM)/i;
// nodemailer's own words for a connect or greeting timeout ("Timeout" alone may be mid-DATA).
const EARLY_TIMEOUT = /^(Connection timeout|Greeting never received)/;

function failsWholeTarget(error: unknown): boolean {
  const failure = (error ?? {}) as MailerError;
  const code = typeof failure.responseCode === "number" ? failure.responseCode : undefined;
  if (code === 421) return true;
  if (isUnreachable(failure) || failure.code === "ETLS" || failure.code === "EAUTH") return true;
  if (failure.code === "ETIMEDOUT") return EARLY_TIMEOUT.test(failure.message ?? "");
  if (code !== undefined) return code >= 400 && code < 500 && BEFORE_MESSAGE.test(failure.command ?? "");
  return false;
}

function classify(error: unknown): SmtpFailure {
  const failure = (error ?? {}) as MailerError;
  const code = typeof failure.responseCode === "number" ? failure.responseCode : undefined;
  const text = (failure.response || failure.message || String(error)).trim().slice(0, 1000);
  const message = code ? `${text.startsWith(String(code)) ? "" : `${code} `}${text}` : text;
  // The reply code decides when there is one: a 451 to RCPT TO (greylisting) arrives as EENVELOPE
  // and must be retried, a 535 to AUTH as EAUTH and must not. Without a code, a refused envelope or
  // refused credentials will not fix themselves either.
  const permanent =
    code !== undefined ? code >= 500 && code < 600 : failure.code === "EAUTH" || failure.code === "EENVELOPE";
  if (!permanent && code === undefined && isUnreachable(failure)) return { permanent, message, unreachable: true };
  if (!permanent || code === undefined || !/^(RCPT|DATA)/i.test(failure.command ?? "")) return { permanent, message };
  const status = ENHANCED_STATUS.exec(text)?.[0] ?? "5.0.0";
  return {
    permanent,
    message,
    refusal: { status: status.startsWith("5") ? status : "5.0.0", diagnosticCode: `smtp; ${message}` },
  };
}

/** A connection that was never opened: the socket's connect failed, or the host did not resolve. */
function isUnreachable(failure: MailerError): boolean {
  return failure.syscall === "connect" || failure.code === "EDNS";
}
