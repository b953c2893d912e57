import type { Transaction } from "@/lib/db";
import type { Topic } from "@/lib/generated/prisma/client";
import { recordConsent, type ConsentRequestInfo } from "@/lib/services/consent/record-consent";
import type { ConsentSourceName } from "@/lib/validation/consent";

// A contact's state of a topic (docs/contract.md section 21): its own choice (a ContactTopic row),
// else the topic's default: opt_out topics are received until left, opt_in ones only once joined.

export type TopicDefaults = Pick<Topic, "defaultSubscription">;

export function subscribedOf(topic: TopicDefaults, row: { subscribed: boolean } | null | undefined): boolean {
  return row ? row.subscribed : topic.defaultSubscription === "opt_out";
}

export type TopicChoice = { topic: Pick<Topic, "id" | "defaultSubscription">; subscribed: boolean };
export type TopicChangeVia = { source: ConsentSourceName; sourceId?: string | null } & ConsentRequestInfo;

/**
 * Records the contacts' choices of topics in the caller's transaction, with a `topic_subscribed` or
 * `topic_unsubscribed` ledger entry for each state that changed (a choice equal to the state it
 * already had is stored, and recorded in the ledger only when it changes something). Answers how
 * many states changed.
 */
export async function applyTopicChoices(
  tx: Pick<Transaction, "contactTopic" | "consentEvent">,
  {
    teamId,
    contacts,
    choices,
    via,
  }: { teamId: string; contacts: { id: string; listId: string }[]; choices: TopicChoice[]; via: TopicChangeVia },
): Promise<number> {
  if (contacts.length === 0 || choices.length === 0) return 0;
  const existing = await tx.contactTopic.findMany({
    where: {
      teamId,
      contactId: { in: contacts.map((contact) => contact.id) },
      topicId: { in: choices.map((choice) => choice.topic.id) },
    },
    select: { contactId: true, topicId: true, subscribed: true },
  });
  const rowOf = (contactId: string, topicId: string) =>
    existing.find((row) => row.contactId === contactId && row.topicId === topicId);
  const ledger = [];
  for (const contact of contacts) {
    for (const { topic, subscribed } of choices) {
      const before = subscribedOf(topic, rowOf(contact.id, topic.id));
      await tx.contactTopic.upsert({
        where: { contactId_topicId: { contactId: contact.id, topicId: topic.id } },
        create: { contactId: contact.id, topicId: topic.id, teamId, subscribed },
        update: { subscribed, isDeleted: false },
      });
      if (before === subscribed) continue;
      ledger.push({
        teamId,
        contactId: contact.id,
        listId: contact.listId,
        topicId: topic.id,
        action: subscribed ? ("topic_subscribed" as const) : ("topic_unsubscribed" as const),
        ...via,
      });
    }
  }
  await recordConsent(tx, ledger);
  return ledger.length;
}
