import { db } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import type { ConsentRequestInfo } from "@/lib/services/consent/record-consent";
import { applyTopicChoices } from "@/lib/services/topics/topic-state";
import { unsubscribeContact } from "@/lib/services/unsubscribe/unsubscribe-contact";
import { addressContacts, type PreferenceContact } from "./find-preference-contact";

// The preference centre's form (docs/contract.md section 21), an ordinary form post that works
// without script: `shown` names each public topic the page listed, `topic` each one left switched
// on; `action=unsubscribe_all` is the "unsubscribe from everything" button.

const FORM_LIMIT_BYTES = 64 * 1024;

export type PreferenceForm = { everything: boolean; shown: string[]; checked: Set<string> };

export async function readPreferenceForm(request: Request): Promise<PreferenceForm> {
  if (Number(request.headers.get("content-length") ?? "0") > FORM_LIMIT_BYTES)
    throw ApiError.payloadTooLarge(FORM_LIMIT_BYTES);
  const text = await request.text();
  if (text.length > FORM_LIMIT_BYTES) throw ApiError.payloadTooLarge(FORM_LIMIT_BYTES);
  const form = new URLSearchParams(text);
  return {
    everything: form.get("action") === "unsubscribe_all",
    shown: form.getAll("shown"),
    checked: new Set(form.getAll("topic")),
  };
}

export type PreferencesSaved = "topics" | "everything";

/**
 * Applies the form: the address leaves everything (as the unsubscribe link does, ledger source
 * `preference_center`), or each public topic the page showed takes its switch's state, in every
 * list of the team, with a ledger entry per change. Ids that are no public topic of the team are ignored.
 */
export async function savePreferences(
  contact: PreferenceContact,
  form: PreferenceForm,
  request: ConsentRequestInfo,
): Promise<PreferencesSaved> {
  const via = { source: "preference_center" as const, ...request };
  if (form.everything) {
    await unsubscribeContact(contact, via);
    return "everything";
  }
  const topics = await db.topic.findMany({
    where: { teamId: contact.teamId, isPublic: true, id: { in: form.shown } },
    select: { id: true, defaultSubscription: true },
  });
  const contacts = await addressContacts(contact);
  await db.$transaction((tx) =>
    applyTopicChoices(tx, {
      teamId: contact.teamId,
      contacts,
      choices: topics.map((topic) => ({ topic, subscribed: form.checked.has(topic.id) })),
      via,
    }),
  );
  return "topics";
}
