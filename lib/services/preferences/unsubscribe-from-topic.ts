import { db } from "@/lib/db";
import { applyTopicChoices, type TopicChangeVia } from "@/lib/services/topics/topic-state";
import { addressContacts, type PreferenceContact } from "./find-preference-contact";

/**
 * The one-click unsubscribe of a topic campaign (docs/contract.md section 21): the address leaves
 * that topic only, in every list of the team, with a `topic_unsubscribed` ledger entry per contact
 * whose state changed; it stays subscribed to everything else. Answers the topic's name, or null
 * when the link names no topic of the team (the caller then unsubscribes from everything).
 */
export async function unsubscribeFromTopic(
  contact: PreferenceContact,
  topicId: string,
  via: TopicChangeVia,
): Promise<{ name: string } | null> {
  // A topic deleted since the mail was sent still names what the person wants to leave.
  const topic = await db.topic.findFirst({
    where: { id: topicId, teamId: contact.teamId, isDeleted: undefined },
    select: { id: true, name: true, defaultSubscription: true },
  });
  if (!topic) return null;
  const contacts = await addressContacts(contact);
  await db.$transaction((tx) =>
    applyTopicChoices(tx, { teamId: contact.teamId, contacts, choices: [{ topic, subscribed: false }], via }),
  );
  return { name: topic.name };
}

/** The topic's name for the page of `/u/<token>?topic=`, or null when it is not one of the team's. */
export async function topicName(teamId: string, topicId: string): Promise<string | null> {
  const topic = await db.topic.findFirst({
    where: { id: topicId, teamId, isDeleted: undefined },
    select: { name: true },
  });
  return topic?.name ?? null;
}

/** Whether an unsubscribe POST asks to leave everything (`scope=everything`, the page's second button). */
export async function wantsEverything(request: Request): Promise<boolean> {
  if (!/application\/x-www-form-urlencoded/i.test(request.headers.get("content-type") ?? "")) return false;
  if (Number(request.headers.get("content-length") ?? "0") > 4096) return false;
  const form = new URLSearchParams(await request.text());
  return form.get("scope") === "everything";
}
