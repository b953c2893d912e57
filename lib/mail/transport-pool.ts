import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { existingProcessSingleton, processSingleton } from "@/lib/process/singletons";

// One pooled nodemailer transport per SMTP config and version, shared by every send in the
// process: connections are reused across emails (a new TCP + TLS + AUTH handshake per message
// would cost more than the message). An edited config gets a new transport; the old one closes.
// Each stream has its own pool per config (transactional mail never queues behind a campaign's).

type Pooled = Map<string, { version: string; transport: Transporter<SMTPTransport.SentMessageInfo> }>;

// Made on the first send, after an in-process peer (the capture server) started: shutdown closes
// newest first, so these connections end before that server waits for them.
const POOL = "mail.transports";
const transports = () => processSingleton(POOL, (): Pooled => new Map(), closeAll);

function closeAll(pooled: Pooled) {
  for (const { transport } of pooled.values()) transport.close();
  pooled.clear();
}

/** Connections kept open per SMTP config and process. */
export const POOL_CONNECTIONS = 5;

export function pooledTransport({
  id: configId,
  lane,
  version,
  options,
}: {
  /** The SMTP config's id. */
  id: string;
  /**
   * A pool of its own for the config (docs/contract.md section 20: a stream): a pool's connections
   * carry its queued messages in order, so transactional mail in the campaign's pool would wait
   * behind the campaign's queued messages.
   */
  lane?: string;
  /** Changes whenever the config does (its updatedAt). */
  version: string;
  options: SMTPTransport.Options;
}): Transporter<SMTPTransport.SentMessageInfo> {
  const pooled = transports();
  const id = lane ? `${configId}/${lane}` : configId;
  const cached = pooled.get(id);
  if (cached?.version === version) return cached.transport;
  cached?.transport.close();
  const transport = nodemailer.createTransport({
    ...options,
    pool: true,
    maxConnections: POOL_CONNECTIONS,
    maxMessages: Infinity,
  } as SMTPTransport.Options);
  pooled.set(id, { version, transport });
  return transport;
}

/** Closes every pooled connection (shutdown, tests). */
export function closeTransports() {
  const pooled = existingProcessSingleton<Pooled>(POOL);
  if (pooled) closeAll(pooled);
}
