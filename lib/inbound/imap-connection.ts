import { isIP } from "node:net";
import { ImapFlow, type ImapFlowOptions } from "imapflow";
import { ApiError } from "@/lib/api/errors";
import { openSecret } from "@/lib/crypto/secret-box";
import type { IMAPConfig } from "@/lib/generated/prisma/client";
import { DnsLookupError, resolvePublicTarget } from "@/lib/mail/private-targets";
import type { ImapCheckStage } from "@/lib/validation/imap";

// Connecting to a team's IMAP server the way both verify and the intake do, and saying which step
// failed (docs/contract.md section 14: `details.stage` dns | connect | tls | auth | mailbox) in words a person
// can act on. The host is resolved and checked against the private-targets rule first, and the
// connection goes to the checked address while TLS still verifies the configured host name.

export type ImapFailure = { stage: ImapCheckStage; reason: string };

export class ImapCheckFailed extends Error {
  constructor(readonly failure: ImapFailure) {
    super(failure.reason);
    this.name = "ImapCheckFailed";
  }
}

/** Timeouts for checks a person waits on; the intake allows a slow server more. */
export const CHECK_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 } as const;
export const SYNC_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 120_000 } as const;

type ImapError = Error & {
  code?: string;
  authenticationFailed?: boolean;
  tlsFailed?: boolean;
  mailboxMissing?: boolean;
  responseText?: string;
  serverResponseCode?: string;
};

/** An error raised by imapflow or its socket (as opposed to, say, the database). */
export function isImapError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const failure = error as ImapError;
  return (
    failure.mailboxMissing !== undefined ||
    failure.authenticationFailed !== undefined ||
    failure.responseText !== undefined ||
    /^(E[A-Z]+|NoConnection|CONNECT_TIMEOUT|GREETING_TIMEOUT|ETIMEOUT)$/.test(failure.code ?? "")
  );
}

const TLS_CODES = /CERT|SELF_SIGNED|TLS|SSL|ERR_SSL|HOSTNAME|ALTNAME/i;
const clean = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 500);

/** Which step `error` happened at, with a reason a person can act on. */
export function describeImapFailure(error: unknown): ImapFailure {
  if (error instanceof ImapCheckFailed) return error.failure;
  if (error instanceof DnsLookupError) return { stage: "dns", reason: `${error.message}. Check the host name.` };
  const failure = (error ?? {}) as ImapError;
  const code = failure.code ?? "";
  const message = clean(failure.responseText || failure.message || String(error));
  if (failure.mailboxMissing || failure.serverResponseCode === "NONEXISTENT") {
    return { stage: "mailbox", reason: `The mailbox does not exist on the server: ${message}` };
  }
  if (failure.authenticationFailed) return { stage: "auth", reason: `The server refused the login: ${message}` };
  if (failure.tlsFailed || TLS_CODES.test(code) || /certificate|handshake|wrong version number/i.test(message)) {
    return { stage: "tls", reason: `The encrypted (TLS) connection failed: ${message}` };
  }
  if (code === "ECONNREFUSED")
    return {
      stage: "connect",
      reason: `The connection was refused: nothing accepts connections on that port (${message})`,
    };
  if (/TIMEOUT/i.test(code))
    return {
      stage: "connect",
      reason: `The server did not answer in time: check the host, the port and any firewall (${message})`,
    };
  return { stage: "connect", reason: `Could not talk to the server: ${message}` };
}

export type ImapTimeouts = typeof CHECK_TIMEOUTS | typeof SYNC_TIMEOUTS;

/** imapflow options for `config`, connecting to `address` (already resolved and checked). */
function toImapOptions(config: IMAPConfig, address: string, timeouts: ImapTimeouts): ImapFlowOptions {
  return {
    host: address,
    port: config.port,
    secure: config.secure,
    // Node refuses an IP address as the TLS server name; an IP host is then checked as such.
    ...(isIP(config.host) ? {} : { servername: config.host }),
    tls: { minVersion: "TLSv1.2", ...(isIP(config.host) ? {} : { servername: config.host }) },
    auth: { user: config.username, pass: openSecret(config.password) },
    disableAutoIdle: true,
    logger: false,
    ...timeouts,
  };
}

/** A logged-in client for `config`; throws ImapCheckFailed naming the step that failed. */
export async function connectImap(config: IMAPConfig, timeouts: ImapTimeouts): Promise<ImapFlow> {
  let client: ImapFlow | undefined;
  try {
    const address = await resolvePublicTarget(config.host);
    client = new ImapFlow(toImapOptions(config, address, timeouts));
    // A connection that drops later surfaces through the command that was running.
    client.on("error", () => {});
    await client.connect();
    return client;
  } catch (error) {
    client?.close();
    if (error instanceof ApiError) throw error; // a private host that is not allowed: the 400
    throw new ImapCheckFailed(describeImapFailure(error));
  }
}
