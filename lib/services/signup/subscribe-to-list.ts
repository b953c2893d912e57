import { parseInput } from "@/lib/api/parse-input";
import { db, type Transaction } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import type { MailingList, Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { recordConsent, type ConsentRequestInfo } from "@/lib/services/consent/record-consent";
import { publishContactEvent } from "@/lib/services/contacts/publish-contact-event";
import { contactInclude, toContactDto, type ContactRow } from "@/lib/services/contacts/to-contact-dto";
import { listNotFound } from "@/lib/services/lists/get-list";
import { lockListForContacts } from "@/lib/services/lists/lock-list-for-contacts";
import { suppressionKeys } from "@/lib/services/suppressions/erased-address";
import { pendingConsentNote, readPendingConsent } from "./pending-consent";
import { sendConfirmationEmail } from "./send-confirmation-email";
import { assertSignupRedirectAllowed } from "./signup-redirect";
import {
  gatherMetadataFields,
  isBotSubmission,
  SubscribeBodySchema,
  type SubscribeBody,
  type SubscribeStatus,
} from "./subscribe-body";
import { teamDisplayName } from "./team-display-name";

type Outcome = { contact: ContactRow; change: "created" | "updated" | "none"; confirm: boolean; at: Date };

/** Re-subscription confirmations of one contact are mailed at most once in this window. */
const RECONFIRM_AFTER_MS = 10 * 60 * 1000;

function askedRecently(note: Prisma.JsonValue | null, at: Date): boolean {
  const requestedAt = readPendingConsent(note)?.requestedAt;
  return requestedAt !== undefined && at.getTime() - new Date(requestedAt).getTime() < RECONFIRM_AFTER_MS;
}

const statusOf = (list: MailingList): SubscribeStatus => (list.doubleOptIn ? "pending_confirmation" : "subscribed");
const HAS_LEFT = new Set(["UNSUBSCRIBED", "BOUNCED", "COMPLAINED"]);

async function isAddressSuppressed(tx: Transaction, teamId: string, email: string): Promise<boolean> {
  const row = await tx.suppression.findFirst({
    where: { teamId, email: { in: suppressionKeys(teamId, email) } },
    select: { id: true },
  });
  return row !== null;
}

const mergedMetadata = (current: Prisma.JsonValue | null, given: Record<string, string> | undefined) =>
  given
    ? ({
        ...(current && typeof current === "object" && !Array.isArray(current) ? current : {}),
        ...given,
      } as Prisma.InputJsonObject)
    : undefined;

/**
 * Writes the signup. An ACTIVE contact is left as it is. A contact that left (UNSUBSCRIBED, BOUNCED,
 * COMPLAINED), or any contact of a suppressed address, only gets a pending re-subscription note
 * (pending-consent.ts; a new contact of a suppressed address is created PENDING with it) and a
 * confirmation mail: whatever the list's double opt-in, only the confirmation makes it ACTIVE.
 * Anyone else is a new consent: the contact is created, or a PENDING one updated, as PENDING
 * (double opt-in) or ACTIVE, with a `subscribed` ledger entry.
 */
async function writeSignup(
  tx: Transaction,
  list: MailingList,
  body: SubscribeBody,
  { browserLanguage, request }: { browserLanguage: Locale | null; request: ConsentRequestInfo },
): Promise<Outcome> {
  const { email, firstName, lastName, language, metadata, consentText } = body;
  const { teamId, id: listId } = list;
  const at = new Date();
  await lockListForContacts(tx, { teamId, listId });
  const existing = await tx.contact.findFirst({
    where: { listId, email: { equals: email, mode: "insensitive" } },
    include: contactInclude,
  });
  if (existing?.status === "ACTIVE") return { contact: existing, change: "none", confirm: false, at };

  const fresh = {
    firstName,
    lastName,
    language: language ?? browserLanguage,
    metadata: mergedMetadata(null, metadata),
  };
  if ((existing && HAS_LEFT.has(existing.status)) || (await isAddressSuppressed(tx, teamId, email))) {
    const pendingConsent = pendingConsentNote(at, request, consentText);
    // Anyone may post anyone's address: a confirmation already mailed minutes ago is not mailed
    // again (its link still works), so the form cannot flood the person's inbox.
    if (existing && askedRecently(existing.pendingConsent, at))
      return { contact: existing, change: "none", confirm: false, at };
    if (existing) {
      // Kept as it was (updatedAt too): only the note says a confirmation is awaited.
      const contact = await tx.contact.update({
        where: { id: existing.id },
        data: { pendingConsent, updatedAt: existing.updatedAt },
        include: contactInclude,
      });
      return { contact, change: "none", confirm: true, at };
    }
    const contact = await tx.contact.create({
      data: { teamId, listId, email, status: "PENDING", pendingConsent, ...fresh },
      include: contactInclude,
    });
    return { contact, change: "created", confirm: true, at };
  }

  const status = list.doubleOptIn ? "PENDING" : "ACTIVE";
  const contact = existing
    ? await tx.contact.update({
        where: { id: existing.id },
        // A name left empty in the form does not erase the one on file.
        // The form's language replaces the one on file; the browser's only fills a missing one.
        data: {
          status,
          unsubscribedAt: null,
          firstName: firstName ?? existing.firstName,
          lastName: lastName ?? existing.lastName,
          language: language ?? existing.language ?? browserLanguage,
          metadata: mergedMetadata(existing.metadata, metadata),
        },
        include: contactInclude,
      })
    : await tx.contact.create({ data: { teamId, listId, email, status, ...fresh }, include: contactInclude });
  await recordConsent(tx, [
    { teamId, contactId: contact.id, listId, action: "subscribed", source: "signup_form", consentText, ...request, at },
  ]);
  return { contact, change: existing ? "updated" : "created", confirm: status === "PENDING", at };
}

/**
 * POST /public/lists/{listId}/subscribe: 404 for an unknown or deleted list; a bot (honeypot
 * filled) gets the normal answer and nothing is stored; a `redirect` off the allowed hosts is a 400
 * (signup-redirect.ts); otherwise the contact is written and a confirmation mailed after the commit
 * when one is due. The answer depends on the list only, never on the address (no enumeration).
 * The contact's language is the form's `language` field, else the browser's (`browserLanguage`,
 * from Accept-Language) as Mailchimp's hosted forms record it; `language` in the answer is the
 * one its pages speak (null: the team's).
 */
export async function subscribeToList({
  listId,
  fields,
  browserLanguage = null,
  request = {},
}: {
  listId: string;
  fields: Record<string, unknown>;
  browserLanguage?: Locale | null;
  request?: ConsentRequestInfo;
}) {
  const list = await db.mailingList.findFirst({ where: { id: listId } });
  if (!list) throw listNotFound();
  // Before validation: a bot learns nothing from its input being refused.
  if (isBotSubmission(fields))
    return { status: statusOf(list), redirect: undefined, teamId: list.teamId, language: browserLanguage };
  const body = parseInput(SubscribeBodySchema, gatherMetadataFields(fields), "body");
  await assertSignupRedirectAllowed(list.teamId, body.redirect);

  const write = () => db.$transaction((tx) => writeSignup(tx, list, body, { browserLanguage, request }));
  // Two signups of one new address at once: the loser of the unique index finds the winner's row.
  const { contact, change, confirm, at } = await write().catch((error: unknown) =>
    isUniqueViolation(error) ? write() : Promise.reject(error),
  );

  if (change !== "none")
    publishContactEvent({
      teamId: list.teamId,
      type: change === "created" ? "contact.created" : "contact.updated",
      contact: toContactDto(contact),
    });
  if (confirm) {
    const brand = await teamDisplayName(list.teamId);
    void sendConfirmationEmail({ contactId: contact.id, email: contact.email, listName: list.name, brand, at });
  }
  return { status: statusOf(list), redirect: body.redirect, teamId: list.teamId, language: contact.language };
}
