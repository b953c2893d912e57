import { db } from "@/lib/db";

// The soak's "nothing lost" (bench/soak.ts), once the load has stopped: every campaign ends SENT
// with each recipient at the sink once, every import COMPLETED, every answered hit a stored row,
// every webhook delivery SUCCESS and seen by the receiver. Each waits up to five minutes for the
// work still queued when the load stopped.

type Sink = { counts(): Promise<{ received: number; repeated: number }> };
type Receiver = { counts(): { distinct: number; repeated: number } };

const WAIT_MS = 5 * 60_000;

async function waitFor(done: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return done();
}

export async function checkNothingLost({
  teamId,
  campaignIds,
  importIds,
  hitsAnswered,
  webhookId,
  sink,
  receiver,
  audience,
}: {
  teamId: string;
  campaignIds: string[];
  importIds: string[];
  hitsAnswered: number;
  webhookId: string;
  sink: Sink;
  receiver: Receiver;
  audience: number;
}): Promise<{ summary: string; problems: string[] }> {
  const problems: string[] = [];
  const campaignsSent = () => db.campaign.count({ where: { id: { in: campaignIds }, status: "SENT" } });
  const expectedMessages = campaignIds.length * audience;
  if (!(await waitFor(async () => (await campaignsSent()) === campaignIds.length)))
    problems.push(`${campaignIds.length - (await campaignsSent())} of ${campaignIds.length} campaigns not SENT`);
  await waitFor(async () => (await sink.counts()).received >= expectedMessages);
  const mail = await sink.counts();
  if (mail.received !== expectedMessages || mail.repeated > 0)
    problems.push(`sink received ${mail.received} messages for ${expectedMessages} recipients, ${mail.repeated} twice`);

  const importsDone = () => db.contactImport.count({ where: { id: { in: importIds }, status: "COMPLETED" } });
  if (!(await waitFor(async () => (await importsDone()) === importIds.length)))
    problems.push(`${importIds.length - (await importsDone())} of ${importIds.length} imports not COMPLETED`);

  const storedHits = () => db.emailTracking.count({ where: { teamId, event: { in: ["open", "click"] } } });
  if (!(await waitFor(async () => (await storedHits()) >= hitsAnswered)))
    problems.push(`${hitsAnswered - (await storedHits())} of ${hitsAnswered} answered hits not stored`);

  const deliveries = () => db.delivery.groupBy({ by: ["status"], where: { webhookId }, _count: true });
  await waitFor(async () => (await deliveries()).every((group) => group.status === "SUCCESS"));
  const byStatus = Object.fromEntries((await deliveries()).map((group) => [group.status, group._count]));
  const succeeded = byStatus.SUCCESS ?? 0;
  const hooks = receiver.counts();
  if (Object.keys(byStatus).some((status) => status !== "SUCCESS") || hooks.distinct < succeeded)
    problems.push(`webhook deliveries ${JSON.stringify(byStatus)}, receiver saw ${hooks.distinct} distinct`);

  return {
    summary:
      `${campaignIds.length} campaigns (${mail.received} messages at the sink, ${mail.repeated} repeated), ` +
      `${importIds.length} imports, ${hitsAnswered} hits answered and ${await storedHits()} stored, ` +
      `${succeeded} webhook deliveries (${hooks.distinct} distinct at the receiver, ${hooks.repeated} retried)`,
    problems,
  };
}
