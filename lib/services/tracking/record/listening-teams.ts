import type { EmailTracking } from "@/lib/generated/prisma/client";
import { teamsWithFlows } from "@/lib/services/automations/teams-with-flows";
import { subscribedWebhooks } from "@/lib/services/webhooks/subscribed-webhooks";

/**
 * The teams of `rows` whose webhooks or flows may act on them. The writing thread hands back only
 * their rows to be published (recorder-thread.ts): for every other team the subscribers would find
 * nothing to do, and the rows would only have cost the answering thread their copy.
 */
export async function teamsListeningTo(rows: EmailTracking[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const teamIds = [...new Set(rows.map((row) => row.teamId))];
  const types = [...new Set(rows.map((row) => row.event))];
  const listening = await teamsWithFlows(teamIds);
  for (const webhook of await subscribedWebhooks(teamIds, types)) listening.add(webhook.teamId);
  return listening;
}
