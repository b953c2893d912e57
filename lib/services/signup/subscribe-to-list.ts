import { parseInput } from "@/lib/api/parse-input";
import { db, type Transaction } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import type { MailingList } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { publishContactEvent } from "@/lib/services/contacts/publish-contact-event";
import { contactInclude, toContactDto, type ContactRow } from "@/lib/services/contacts/to-contact-dto";
import { listNotFound } from "@/lib/services/lists/get-list";
import { lockListForContacts } from "@/lib/services/lists/lock-list-for-contacts";
import { clearSuppression } from "@/lib/services/suppressions/clear-suppression";
import { sendConfirmationEmail } from "./send-confirmation-email";
import { isBotSubmission, SubscribeBodySchema, type SubscribeBody, type SubscribeStatus } from "./subscribe-body";
import { teamDisplayName } from "./team-display-name";

type Outcome = { contact: ContactRow; change: "created" | "updated" | "none" };

const statusOf = (list: MailingList): SubscribeStatus => (list.doubleOptIn ? "pending_confirmation" : "subscribed");

/**
 * Writes the signup: a new contact, or the list's existing one (any letter case) moved back to
 * PENDING (double opt-in) or ACTIVE. An ACTIVE contact is left as it is. Without double opt-in the
 * form post is the consent, so an earlier unsubscribe's suppression is lifted here; with it, only
 * the confirmation lifts it (lib/services/signup/confirm-subscription.ts).
 */
async function writeSignup(
  tx: Transaction,
  list: MailingList,
  { email, firstName, lastName, language }: SubscribeBody,
  browserLanguage: Locale | null,
): Promise<Outcome> {
  const { teamId, id: listId } = list;
  await lockListForContacts(tx, { teamId, listId });
  const status = list.doubleOptIn ? "PENDING" : "ACTIVE";
  if (!list.doubleOptIn) await clearSuppression(tx, { teamId, email, reason: "UNSUBSCRIBED" });

  const existing = await tx.contact.findFirst({
    where: { listId, email: { equals: email, mode: "insensitive" } },
    include: contactInclude,
  });
  if (existing?.status === "ACTIVE") return { contact: existing, change: "none" };
  if (existing) {
    const contact = await tx.contact.update({
      where: { id: existing.id },
      // A name left empty in the form does not erase the one on file.
      // The form's language replaces the one on file; the browser's only fills a missing one.
      data: {
        status,
        unsubscribedAt: null,
        firstName: firstName ?? existing.firstName,
        lastName: lastName ?? existing.lastName,
        language: language ?? existing.language ?? browserLanguage,
      },
      include: contactInclude,
    });
    return { contact, change: "updated" };
  }
  const contact = await tx.contact.create({
    data: { teamId, listId, email, firstName, lastName, status, language: language ?? browserLanguage },
    include: contactInclude,
  });
  return { contact, change: "created" };
}

/**
 * POST /public/lists/{listId}/subscribe: 404 for an unknown or deleted list; a bot (honeypot
 * filled) gets the normal answer and nothing is stored; otherwise the contact is written and, for
 * double opt-in, a confirmation mailed after the commit (again for a contact still PENDING).
 * The contact's language is the form's `language` field, else the browser's (`browserLanguage`,
 * from Accept-Language) as Mailchimp's hosted forms record it; `language` in the answer is the
 * one its pages speak (null: the team's).
 */
export async function subscribeToList({
  listId,
  fields,
  browserLanguage = null,
}: {
  listId: string;
  fields: Record<string, unknown>;
  browserLanguage?: Locale | null;
}) {
  const list = await db.mailingList.findFirst({ where: { id: listId } });
  if (!list) throw listNotFound();
  // Before validation: a bot learns nothing from its input being refused.
  if (isBotSubmission(fields))
    return { status: statusOf(list), redirect: undefined, teamId: list.teamId, language: browserLanguage };
  const body = parseInput(SubscribeBodySchema, fields, "body");

  const write = () => db.$transaction((tx) => writeSignup(tx, list, body, browserLanguage));
  // Two signups of one new address at once: the loser of the unique index finds the winner's row.
  const { contact, change } = await write().catch((error: unknown) =>
    isUniqueViolation(error) ? write() : Promise.reject(error),
  );

  if (change !== "none")
    publishContactEvent({
      teamId: list.teamId,
      type: change === "created" ? "contact.created" : "contact.updated",
      contact: toContactDto(contact),
    });
  if (contact.status === "PENDING") {
    const brand = await teamDisplayName(list.teamId);
    void sendConfirmationEmail({ contactId: contact.id, email: contact.email, listName: list.name, brand });
  }
  return {
    status: contact.status === "ACTIVE" ? ("subscribed" as const) : statusOf(list),
    redirect: body.redirect,
    teamId: list.teamId,
    language: contact.language,
  };
}
