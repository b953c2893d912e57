import { db } from "@/lib/db";
import { contactNotFound } from "@/lib/services/contacts/get-contact";
import type { ConsentSourceName } from "@/lib/validation/consent";
import type { UpdateContactTopicsBody } from "@/lib/validation/topics";
import { topicNotFound } from "./get-topic";
import { listContactTopics } from "./list-contact-topics";
import { applyTopicChoices } from "./topic-state";

/**
 * PUT /contacts/{id}/topics: sets the contact's state of the named topics (the others keep theirs),
 * with ledger entries for what changed (`source`: api or dashboard). Any id that is not a live
 * topic of the team is a 404 and nothing changes. Answers every topic's state, as GET does.
 */
export async function setContactTopics({
  teamId,
  id,
  topics,
  source,
}: UpdateContactTopicsBody & { teamId: string; id: string; source: ConsentSourceName }) {
  const contact = await db.contact.findFirst({ where: { teamId, id }, select: { id: true, listId: true } });
  if (!contact) throw contactNotFound();
  // The last entry wins when one topic is named twice.
  const wanted = new Map(topics.map((item) => [item.id, item.subscribed]));
  const found = await db.topic.findMany({
    where: { teamId, id: { in: [...wanted.keys()] } },
    select: { id: true, defaultSubscription: true },
  });
  if (found.length !== wanted.size) throw topicNotFound();
  await db.$transaction((tx) =>
    applyTopicChoices(tx, {
      teamId,
      contacts: [contact],
      choices: found.map((topic) => ({ topic, subscribed: wanted.get(topic.id)! })),
      via: { source },
    }),
  );
  return listContactTopics({ teamId, id });
}
