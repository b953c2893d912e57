import type { Prisma } from "@/lib/generated/prisma/client";
import type { TrackingEvent } from "@/lib/generated/prisma/enums";
import { automationReason } from "./automated";
import { lookupGeo, normalizeIp } from "./geo";
import { parseUserAgent } from "./user-agent";

/** One tracking event as observed: a pixel or link hit, or an entry posted to POST /t. */
export type TrackingHit = {
  /** The stored row's id, given when the hit is taken in (lib/tracking/record/recorder.ts), so a
   * hit replayed from the spool after a crash is recognised if it was stored already. */
  id?: string;
  /** Read back from the spool or handed back by a failed writing thread: it may be stored already. */
  replayed?: boolean;
  emailId: string;
  event: TrackingEvent;
  timestamp: Date;
  userAgent?: string | null;
  ip?: string | null;
  /** HTTP method of a pixel or link hit (HEAD marks a scanner). */
  method?: string;
  url?: string | null;
  metadata?: Prisma.InputJsonValue | null;
  /** true for pixel and link hits, false for entries posted to POST /t. */
  fromHit: boolean;
};

/**
 * A hit as the recorder queues it. An open pixel's hit carries its token rather than its email:
 * the pixel answers the same GIF whatever the token, so its signature is checked where the batch
 * is written (the writing thread on the production server), not on the thread that answers.
 */
export type QueuedHit = TrackingHit | UncheckedOpen;

/** A pixel hit whose open token has not been checked yet (lib/tracking/record/store-hits.ts checks it). */
type UncheckedOpen = Omit<TrackingHit, "emailId" | "event"> & {
  event: "open";
  emailId?: undefined;
  openToken: string;
};

/** What an entry copies from its email. */
export type TrackedEmail = {
  id: string;
  teamId: string;
  campaignId: string | null;
  contactId: string | null;
  sentAt: Date | null;
};

export const TRACKED_EMAIL_SELECT = {
  id: true,
  teamId: true,
  campaignId: true,
  contactId: true,
  sentAt: true,
} as const;

/** The EmailTracking row of a hit: team, campaign and contact from the email, enrichment from the
 * user agent and the address, and the automated-traffic flag. */
export async function buildTrackingRow(
  hit: TrackingHit,
  email: TrackedEmail,
): Promise<Prisma.EmailTrackingCreateManyInput> {
  const agent = parseUserAgent(hit.userAgent);
  const ipAddress = normalizeIp(hit.ip);
  const geo = await lookupGeo(ipAddress);
  const reason = automationReason({
    event: hit.event,
    userAgent: agent.userAgent,
    ip: ipAddress,
    method: hit.method,
    fromHit: hit.fromHit,
    timestamp: hit.timestamp,
    sentAt: email.sentAt,
  });
  // Hits carry no metadata of their own; a flagged one records why, for whoever audits the figures.
  const metadata = hit.metadata ?? (hit.fromHit && reason ? { automatedReason: reason } : undefined);
  return {
    id: hit.id,
    teamId: email.teamId,
    emailId: email.id,
    campaignId: email.campaignId,
    contactId: email.contactId,
    event: hit.event,
    timestamp: hit.timestamp,
    url: hit.event === "click" ? (hit.url ?? null) : null,
    ...agent,
    ipAddress,
    ...geo,
    metadata,
    isAutomated: reason !== null,
  };
}
