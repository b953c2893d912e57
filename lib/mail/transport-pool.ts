import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

// One pooled nodemailer transport per SMTP config and version, shared by every send in the
// process: connections are reused across emails (a new TCP + TLS + AUTH handshake per message
// would cost more than the message). An edited config gets a new transport; the old one closes.

const globalForTransports = globalThis as unknown as {
  sendwellTransports?: Map<string, { version: string; transport: Transporter<SMTPTransport.SentMessageInfo> }>;
};
const transports = (globalForTransports.sendwellTransports ??= new Map());

/** Connections kept open per SMTP config and process. */
export const POOL_CONNECTIONS = 5;

export function pooledTransport({
  id,
  version,
  options,
}: {
  /** The SMTP config's id. */
  id: string;
  /** Changes whenever the config does (its updatedAt). */
  version: string;
  options: SMTPTransport.Options;
}): Transporter<SMTPTransport.SentMessageInfo> {
  const cached = transports.get(id);
  if (cached?.version === version) return cached.transport;
  cached?.transport.close();
  const transport = nodemailer.createTransport({
    ...options,
    pool: true,
    maxConnections: POOL_CONNECTIONS,
    maxMessages: Infinity,
  } as SMTPTransport.Options);
  transports.set(id, { version, transport });
  return transport;
}

/** Closes every pooled connection (shutdown, tests). */
export function closeTransports() {
  for (const { transport } of transports.values()) transport.close();
  transports.clear();
}
