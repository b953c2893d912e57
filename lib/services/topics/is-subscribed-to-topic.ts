import { db } from "@/lib/db";
import { subscribedOf } from "./topic-state";

/** Whether the contact receives the topic's mail now; a topic deleted since still applies, as for campaigns (topic-audience.ts). */
export async function isSubscribedToTopic({
  teamId,
  contactId,
  topicId,
}: {
  teamId: string;
  contactId: string;
  topicId: string;
}): Promise<boolean> {
  const topic = await db.topic.findFirst({
    where: { id: topicId, teamId, isDeleted: undefined },
    select: { defaultSubscription: true },
  });
  if (!topic) return true;
  const row = await db.contactTopic.findFirst({ where: { teamId, contactId, topicId }, select: { subscribed: true } });
  return subscribedOf(topic, row);
}
