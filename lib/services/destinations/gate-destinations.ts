import { driverQuery } from "@/lib/db/driver-transaction";
import { sendEmailJobName } from "@/lib/jobs/contracts/send-email";
import { enqueue } from "@/lib/jobs/enqueue";
import { type DestinationConfig, destinationConfig, needsGate, recipientDomain } from "./destination-config";
import { reserveDestinationSlots, type SlotRequest } from "./destination-slots";

// The send core's gate for destination throttles and deferral (docs/contract.md section 20). Before
// a send, each message to a domain with a perMinute limit takes a slot of it, and a message to a
// deferred domain waits for the deferral's end: one statement per send for all its domains, none
// when the team has neither (destination-config.ts). A message whose slot is not now waits as it
// would for a scheduled send: its row SCHEDULED for the slot with `waitingFor` naming the domain,
// and a send-email job of its stream due then, which claims it once (lib/services/emails/deliver-email.ts).
// Such a row holds its slot: when it comes back it is sent without taking another one, unless the
// domain was deferred meanwhile. Nothing waits in a worker, so other domains and the
// transactional stream keep flowing.

export type GateEmail = {
  id: string;
  teamId: string;
  to: string;
  stream?: "transactional" | "broadcast";
  waitingFor?: string | null;
};

type Hold<E> = { email: E; domain: string; until: Date; reason: string };

/** A slot this close is now: the rounding of the slots, not worth a job. */
const NOW_SLACK_MS = 25;

const limitReason = (domain: string, perMinute: number) =>
  `Waiting for ${domain}: over its limit of ${perMinute} per minute`;
const deferralReason = (domain: string) => `Waiting for ${domain}: deferred after a temporary refusal`;

/** The messages to send now; the others are SCHEDULED for their slot with their job. */
export async function gateDestinations<E extends GateEmail>(emails: E[]): Promise<E[]> {
  if (emails.length === 0) return emails;
  const teams = [...new Set(emails.map((email) => email.teamId))];
  const configs = await Promise.all(teams.map((teamId) => destinationConfig(teamId)));
  if (!configs.some(needsGate)) return emails;
  const held: Hold<E>[] = [];
  for (const [index, teamId] of teams.entries()) {
    if (!needsGate(configs[index])) continue;
    const ofTeam = emails.filter((email) => email.teamId === teamId);
    held.push(...(await slotsFor(teamId, configs[index], ofTeam, false)));
  }
  await holdEmails(held);
  const waiting = new Set(held.map((hold) => hold.email.id));
  return emails.filter((email) => !waiting.has(email.id));
}

/**
 * The messages of one team that must wait, with their moment. `retaking`: messages refused just
 * now, which take a slot whatever they held before.
 */
export async function slotsFor<E extends GateEmail>(
  teamId: string,
  config: DestinationConfig,
  emails: E[],
  retaking: boolean,
): Promise<Hold<E>[]> {
  const now = Date.now();
  const byLane = { transactional: new Map<string, E[]>(), broadcast: new Map<string, E[]>() };
  for (const email of emails) {
    const domain = recipientDomain(email.to);
    if (!domain) continue;
    const limit = config.limits.get(domain);
    const deferred = (config.states.get(domain)?.deferredUntil?.getTime() ?? 0) > now;
    if (!limit && !deferred) continue;
    if (!retaking && !deferred && email.waitingFor === domain) continue; // back at the slot it holds
    const lane = byLane[email.stream === "transactional" ? "transactional" : "broadcast"];
    lane.set(domain, [...(lane.get(domain) ?? []), email]);
  }
  const holds: Hold<E>[] = [];
  for (const [laneName, lane] of Object.entries(byLane)) {
    if (lane.size === 0) continue;
    const requests: SlotRequest[] = [...lane].map(([domain, waiting]) => ({
      domain,
      count: waiting.length,
      intervalMs: config.limits.has(domain) ? 60_000 / config.limits.get(domain)! : 0,
    }));
    const slots = await reserveDestinationSlots(teamId, requests, laneName === "transactional");
    for (const [domain, waiting] of lane) {
      const limit = config.limits.get(domain);
      waiting.forEach((email, position) => {
        const until = slots.get(domain)![position];
        if (until.getTime() <= Date.now() + NOW_SLACK_MS) return;
        const deferred = (config.states.get(domain)?.deferredUntil?.getTime() ?? 0) > now;
        const reason = deferred || !limit ? deferralReason(domain) : limitReason(domain, limit);
        holds.push({ email, domain, until, reason });
      });
    }
  }
  return holds;
}

/** SCHEDULED for the moment each may go, naming the domain it waits for; then each one's job. */
export async function holdEmails<E extends GateEmail>(holds: Hold<E>[]): Promise<void> {
  if (holds.length === 0) return;
  await driverQuery(
    `UPDATE "Email" AS e SET "status" = 'SCHEDULED', "sendAt" = t.at AT TIME ZONE 'UTC', "waitingFor" = t.domain,
       "error" = t.reason, "updatedAt" = statement_timestamp() AT TIME ZONE 'UTC'
     FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[]) AS t(id, at, domain, reason)
     WHERE e."id" = t.id`,
    [
      holds.map((hold) => hold.email.id),
      holds.map((hold) => hold.until.toISOString()),
      holds.map((hold) => hold.domain),
      holds.map((hold) => hold.reason),
    ],
  );
  await Promise.all(
    holds.map((hold) =>
      enqueue(
        sendEmailJobName(hold.email.stream ?? "transactional"),
        { emailId: hold.email.id },
        { startAfter: hold.until },
      ),
    ),
  );
}
