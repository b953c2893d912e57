import { driverQuery } from "@/lib/db/driver-transaction";

// The shared state of each destination (DestinationState, one row per team and recipient domain),
// written with single atomic statements so that every worker process sees one limit and one
// deferral (docs/contract.md section 20). Through the database driver, like the send pacer
// (lib/mail/send-pacer.ts), since it runs on the send path. statement_timestamp() is the moment of
// each statement, not of a surrounding transaction.

export type SlotRequest = { domain: string; count: number; intervalMs: number };

// Slots are handed out as in the send pacer: the domain's next free slot moves on by the span of
// the messages asked for, and never starts before its deferral ends. Transactional mail takes its
// slots from a lane of its own (aheadSlotAt) and pushes the broadcast lane back by the same span,
// so a campaign's waiting mail never holds a password reset up behind it while the limit holds.
// Each domain's span is read from the parameters again (SPAN_OF_DOMAIN), not as the proposed row's slot
// minus the statement's moment: the row holds milliseconds, so that difference was off by up to
// half a millisecond, and a slot meant to start as a deferral ends could fall a millisecond before.
const SPAN_OF_DOMAIN = `(SELECT make_interval(secs => s.span / 1000)
  FROM unnest($2::text[], $3::float8[]) AS s(domain, span) WHERE s.domain = d."domain")`;
const RESERVE_SQL = `
INSERT INTO "DestinationState" AS d ("teamId", "domain", "nextSlotAt", "aheadSlotAt", "updatedAt")
SELECT $1, t.domain,
  CASE WHEN $4 THEN NULL ELSE statement_timestamp() + make_interval(secs => t.span / 1000) END,
  CASE WHEN $4 THEN statement_timestamp() + make_interval(secs => t.span / 1000) END,
  statement_timestamp()
FROM unnest($2::text[], $3::float8[]) AS t(domain, span)
ON CONFLICT ("teamId", "domain") DO UPDATE SET
  "aheadSlotAt" = CASE WHEN $4
    THEN greatest(d."aheadSlotAt", statement_timestamp(), d."deferredUntil") + ${SPAN_OF_DOMAIN}
    ELSE d."aheadSlotAt" END,
  "nextSlotAt" = CASE WHEN $4
    THEN CASE WHEN d."nextSlotAt" > statement_timestamp() THEN d."nextSlotAt" + ${SPAN_OF_DOMAIN} ELSE d."nextSlotAt" END
    ELSE greatest(d."nextSlotAt", statement_timestamp(), d."deferredUntil") + ${SPAN_OF_DOMAIN} END,
  "updatedAt" = statement_timestamp()
RETURNING "domain", CASE WHEN $4 THEN "aheadSlotAt" ELSE "nextSlotAt" END AS "slotEnd"`;

/**
 * Reserves `count` slots per domain, `intervalMs` apart (0: no limit, only a deferral to wait
 * for), and answers each domain's slots in order. The first slot is now when the domain is idle.
 */
export async function reserveDestinationSlots(
  teamId: string,
  requests: SlotRequest[],
  transactional: boolean,
): Promise<Map<string, Date[]>> {
  if (requests.length === 0) return new Map();
  const spans = requests.map((request) => request.intervalMs * request.count);
  const rows = await driverQuery<{ domain: string; slotEnd: Date }>(RESERVE_SQL, [
    teamId,
    requests.map((request) => request.domain),
    spans,
    transactional,
  ]);
  const ends = new Map(rows.map((row) => [row.domain, new Date(row.slotEnd).getTime()]));
  return new Map(
    requests.map((request, index) => {
      const first = (ends.get(request.domain) ?? Date.now()) - spans[index];
      return [
        request.domain,
        Array.from({ length: request.count }, (_, slot) => new Date(first + slot * request.intervalMs)),
      ];
    }),
  );
}

// A refusal while the domain is deferred already (a message that was on its way) does not move
// the deferral; one after it ended doubles the wait: base, 2x, 4x ... at most 60x.
const DEFER_SQL = `
INSERT INTO "DestinationState" AS d ("teamId", "domain", "deferredUntil", "deferrals", "lastResponse", "updatedAt")
SELECT $1, t.domain, statement_timestamp() + make_interval(secs => $3::float8), 1, t.response, statement_timestamp()
FROM unnest($2::text[], $4::text[]) AS t(domain, response)
ON CONFLICT ("teamId", "domain") DO UPDATE SET
  "deferredUntil" = CASE WHEN d."deferredUntil" > statement_timestamp() THEN d."deferredUntil"
    ELSE statement_timestamp() + make_interval(secs => $3::float8 * least(60, power(2, d."deferrals"))) END,
  "deferrals" = CASE WHEN d."deferredUntil" > statement_timestamp() THEN d."deferrals" ELSE d."deferrals" + 1 END,
  "lastResponse" = EXCLUDED."lastResponse",
  "updatedAt" = statement_timestamp()
RETURNING "domain", "deferredUntil", "deferrals"`;

const MAX_RESPONSE = 500;

/** Defers each domain for its refusal `response`; answers each one's deferral as it now stands. */
export async function deferDomains(
  teamId: string,
  refusals: Map<string, string>,
  baseSeconds: number,
): Promise<{ domain: string; deferredUntil: Date; deferrals: number }[]> {
  if (refusals.size === 0) return [];
  const rows = await driverQuery<{ domain: string; deferredUntil: Date; deferrals: number }>(DEFER_SQL, [
    teamId,
    [...refusals.keys()],
    baseSeconds,
    [...refusals.values()].map((text) => text.slice(0, MAX_RESPONSE)),
  ]);
  return rows.map((row) => ({ ...row, deferredUntil: new Date(row.deferredUntil) }));
}

/** The domains took a message again after their deferral ended: the next refusal waits the base again. */
export async function clearDeferrals(teamId: string, domains: string[]): Promise<void> {
  if (domains.length === 0) return;
  await driverQuery(
    `UPDATE "DestinationState" SET "deferrals" = 0, "updatedAt" = statement_timestamp()
     WHERE "teamId" = $1 AND "domain" = ANY($2::text[]) AND "deferrals" > 0
       AND ("deferredUntil" IS NULL OR "deferredUntil" <= statement_timestamp())`,
    [teamId, domains],
  );
}
