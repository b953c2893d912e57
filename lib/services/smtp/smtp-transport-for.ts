import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { db } from "@/lib/db";
import { processSingleton } from "@/lib/process/singletons";
import type { WarmupFields } from "@/lib/services/sending-routes/warmup";
import { SEND_TIMEOUTS, transportOptionsFor } from "./smtp-transport-options";

// The delivery pipeline asks for a config's transport once per email. Resolving the host and
// decrypting the password every time would cost a DNS lookup per message, so the answer is kept
// per config version (its updatedAt) for a minute: an edit takes effect at once, a DNS change
// within a minute.

const CACHE_TTL_MS = 60_000;

export type SmtpTransportTarget = {
  id: string;
  /** Changes whenever the config does: pooled transports are rebuilt on a new version. */
  version: string;
  maxSendRate: number;
  fromEmail: string;
  fromName: string | null;
  /** Whether the provider's events name messages by the id it answers at send (record it then). */
  recordsProviderIds: boolean;
  /** The warm-up schedule (docs/contract.md section 20); all null without one. */
  warmup: WarmupFields;
  options: SMTPTransport.Options;
};

const cache = processSingleton(
  "smtp.transport-targets",
  () => new Map<string, { target: SmtpTransportTarget; expiresAt: number }>(),
);

/**
 * The live, active config `id` of the team with decrypted nodemailer options (not pooled), or
 * null when it was deleted or deactivated. Throws DnsLookupError when the host does not resolve,
 * and the 400 ApiError when it resolves to a private address that is not allowed.
 */
export async function smtpTransportFor({
  teamId,
  id,
}: {
  teamId: string;
  id: string;
}): Promise<SmtpTransportTarget | null> {
  const config = await db.sMTPConfig.findFirst({ where: { id, teamId, isActive: true } });
  if (!config) return null;
  const version = config.updatedAt.toISOString();
  const cached = cache.get(id);
  if (cached && cached.target.version === version && cached.expiresAt > Date.now()) return cached.target;
  const target: SmtpTransportTarget = {
    id,
    version,
    maxSendRate: config.maxSendRate,
    fromEmail: config.fromEmail,
    fromName: config.fromName,
    recordsProviderIds: config.eventProvider !== null,
    warmup: {
      warmupStartPerDay: config.warmupStartPerDay,
      warmupGrowthPercent: config.warmupGrowthPercent,
      warmupMaxPerDay: config.warmupMaxPerDay,
      warmupStartedAt: config.warmupStartedAt,
    },
    options: await transportOptionsFor(config, SEND_TIMEOUTS),
  };
  cache.set(id, { target, expiresAt: Date.now() + CACHE_TTL_MS });
  return target;
}
