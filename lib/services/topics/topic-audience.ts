import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

// A topic campaign's audience (docs/contract.md section 21) as a predicate over "Contact" c: an
// opt_out topic leaves out contacts that left it; an opt_in topic keeps only contacts that joined.
// The topic is read even if deleted since: a campaign that named it keeps its audience.

export async function topicAudienceWhere(teamId: string, topicId: string): Promise<Prisma.Sql> {
  const topic = await db.topic.findFirst({
    where: { id: topicId, teamId, isDeleted: undefined },
    select: { defaultSubscription: true },
  });
  if (!topic) return Prisma.sql`true`;
  const choice = (subscribed: boolean) => Prisma.sql`SELECT 1 FROM "ContactTopic" ct
    WHERE ct."topicId" = ${topicId} AND ct."contactId" = c."id" AND ct."subscribed" = ${subscribed} AND ct."isDeleted" = false`;
  return topic.defaultSubscription === "opt_in"
    ? Prisma.sql`EXISTS (${choice(true)})`
    : Prisma.sql`NOT EXISTS (${choice(false)})`;
}
