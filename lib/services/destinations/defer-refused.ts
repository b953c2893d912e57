import { env } from "@/lib/env";
import { destinationConfig, noteDeferral, recipientDomain } from "./destination-config";
import { clearDeferrals, deferDomains } from "./destination-slots";
import { type GateEmail, holdEmails, slotsFor } from "./gate-destinations";

// After a send (docs/contract.md section 20): the messages a destination turned away for now (a
// 4xx to RCPT TO or DATA, lib/mail/smtp-errors.ts `destination`) defer their domain, 1, 2, 4 ... at
// most 60 minutes (DESTINATION_DEFERRAL_SECONDS is the first wait), and wait for its end SCHEDULED,
// like mail over a limit (gate-destinations.ts): never FAILED for it, never sent twice, and other
// domains keep flowing. A domain that takes a message again after its deferral starts over at
// the first wait.

type Refused = { id: string; error: string; destination?: boolean };

/** The ids of `refused` now waiting for their domain (SCHEDULED with their job). */
export async function deferRefused<E extends GateEmail>(emails: E[], refused: Refused[], sent: string[]) {
  const byId = new Map(emails.map((email) => [email.id, email]));
  const waiting: string[] = [];
  const teams = new Set(emails.map((email) => email.teamId));
  for (const teamId of teams) {
    const ofTeam = refused.filter((item) => item.destination && byId.get(item.id)?.teamId === teamId);
    const config = await destinationConfig(teamId);
    await startOver(
      teamId,
      config.states,
      sent.map((id) => byId.get(id)).filter((email) => email?.teamId === teamId),
    );
    const responses = new Map<string, string>();
    const deferring: E[] = [];
    for (const item of ofTeam) {
      const email = byId.get(item.id)!;
      const domain = recipientDomain(email.to);
      if (!domain) continue;
      if (!responses.has(domain)) responses.set(domain, item.error);
      deferring.push(email);
    }
    if (deferring.length === 0) continue;
    for (const state of await deferDomains(teamId, responses, env.DESTINATION_DEFERRAL_SECONDS)) {
      const { domain, ...deferral } = state;
      config.states.set(domain, deferral);
      await noteDeferral(teamId, domain, deferral);
    }
    const holds = await slotsFor(teamId, config, deferring, true);
    await holdEmails(holds);
    waiting.push(...holds.map((hold) => hold.email.id));
  }
  return waiting;
}

/** Sent to a domain refused before, its deferral over: its next refusal waits the first wait again. */
async function startOver(
  teamId: string,
  states: Map<string, { deferredUntil: Date | null; deferrals: number }>,
  sent: (GateEmail | undefined)[],
) {
  if (states.size === 0) return;
  const domains = new Set<string>();
  for (const email of sent) {
    const domain = email && recipientDomain(email.to);
    const state = domain ? states.get(domain) : undefined;
    if (domain && state && state.deferrals > 0 && (state.deferredUntil?.getTime() ?? 0) <= Date.now())
      domains.add(domain);
  }
  await clearDeferrals(teamId, [...domains]);
  for (const domain of domains) states.set(domain, { ...states.get(domain)!, deferrals: 0 });
}
