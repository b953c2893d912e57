import { db } from "@/lib/db";
import { contactNotFound } from "@/lib/services/contacts/get-contact";
import type { ContactTopicDto } from "@/lib/validation/topics";
import { subscribedOf } from "./topic-state";

/** Every live topic of the team (public ones only: `publicOnly`) with the contact's state of it, by name. */
export async function contactTopicStates({
  teamId,
  contactId,
  publicOnly = false,
}: {
  teamId: string;
  contactId: string;
  publicOnly?: boolean;
}) {
  const topics = await db.topic.findMany({
    where: { teamId, ...(publicOnly ? { isPublic: true } : {}) },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  const rows = await db.contactTopic.findMany({
    where: { teamId, contactId, topicId: { in: topics.map((topic) => topic.id) } },
    select: { topicId: true, subscribed: true, updatedAt: true },
  });
  return topics.map((topic) => {
    const row = rows.find((item) => item.topicId === topic.id);
    return { topic, subscribed: subscribedOf(topic, row), updatedAt: row?.updatedAt ?? null };
  });
}

/** GET /contacts/{id}/topics: each topic with the contact's state; another team's contact is a 404. */
export async function listContactTopics({ teamId, id }: { teamId: string; id: string }): Promise<ContactTopicDto[]> {
  const contact = await db.contact.findFirst({ where: { teamId, id }, select: { id: true } });
  if (!contact) throw contactNotFound();
  const states = await contactTopicStates({ teamId, contactId: id });
  return states.map(({ topic, subscribed, updatedAt }) => ({
    topicId: topic.id,
    name: topic.name,
    subscribed,
    updatedAt: updatedAt ? updatedAt.toISOString() : null,
  }));
}
