import { isIP } from "node:net";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { openSecret } from "@/lib/crypto/secret-box";
import type { SMTPConfig } from "@/lib/generated/prisma/client";
import { resolvePublicTarget } from "@/lib/mail/private-targets";
import { IMPLICIT_TLS_PORT } from "@/lib/mail/smtp-presets";

export type SmtpTimeouts = Pick<
  SMTPTransport.Options,
  "connectionTimeout" | "greetingTimeout" | "socketTimeout" | "dnsTimeout"
>;

/** For sending: generous, but a dead server still fails a message within a minute. */
export const SEND_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 60_000,
  dnsTimeout: 10_000,
};

/**
 * nodemailer options for `config`, connecting to `address` (already resolved and checked against
 * the private-targets rule) while TLS still verifies the certificate against the configured host.
 * Port 465 starts encrypted; elsewhere `supportsTls` makes STARTTLS mandatory (a server that does
 * not offer it fails instead of silently sending in clear), and without it TLS is not attempted.
 */
export function toTransportOptions(config: SMTPConfig, address: string, timeouts: SmtpTimeouts): SMTPTransport.Options {
  const implicitTls = config.supportsTls && config.port === IMPLICIT_TLS_PORT;
  return {
    host: address,
    port: config.port,
    secure: implicitTls,
    requireTLS: config.supportsTls && !implicitTls,
    ignoreTLS: !config.supportsTls,
    // Node refuses an IP address as the TLS server name; an IP host is then checked as such.
    tls: { minVersion: "TLSv1.2", ...(isIP(config.host) ? {} : { servername: config.host }) },
    ...(config.requiresAuth
      ? { auth: { user: config.username, pass: config.password ? openSecret(config.password) : "" } }
      : {}),
    ...timeouts,
  };
}

/** Resolves the config's host (refusing private addresses unless allowed) and builds its options. */
export async function transportOptionsFor(config: SMTPConfig, timeouts: SmtpTimeouts = SEND_TIMEOUTS) {
  const address = await resolvePublicTarget(config.host);
  return toTransportOptions(config, address, timeouts);
}
