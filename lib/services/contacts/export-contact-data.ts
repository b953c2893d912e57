import { liveOnly } from "@/lib/db";
import { onReplica, readDb } from "@/lib/db/read-replica";
import { toConsentDto } from "@/lib/services/consent/list-contact-consent";
import { suppressionKeys } from "@/lib/services/suppressions/erased-address";
import { contactNotFound } from "./get-contact";
import { anyDeletion, findPersonContacts, personEmailsWhere } from "./contact-personal-data";
import { contactInclude, toContactDto } from "./to-contact-dto";

// An access request's answer (GET /contacts/{id}/export): everything the team holds about the
// person, as one JSON document: the contacts with the address in any list (deleted ones included,
// since their data is still stored), its suppression entries, its consent ledger (each entry with
// its contact), the emails sent to it and every tracking row of those emails. Read in one transaction so the parts agree.

export async function exportContactData({ teamId, id }: { teamId: string; id: string }) {
  // On the read replica when there is one (lib/db/read-replica.ts): a read-only transaction runs there too.
  return onReplica(() =>
    readDb().$transaction(async (tx) => {
      const person = await findPersonContacts(tx, { teamId, id });
      if (!person) throw contactNotFound();
      const { address, contactIds } = person;
      // One after another: a transaction is one connection.
      const contacts = await tx.contact.findMany({
        where: { id: { in: contactIds }, ...anyDeletion },
        include: contactInclude,
        orderBy: { createdAt: "asc" },
      });
      const suppressions = await tx.suppression.findMany({
        where: { teamId, email: { in: suppressionKeys(teamId, address) } },
        select: { reason: true, createdAt: true },
      });
      const consent = await tx.consentEvent.findMany({
        where: { teamId, contactId: { in: contactIds } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      const emails = await tx.email.findMany({
        where: personEmailsWhere(teamId, address, contactIds),
        select: {
          id: true,
          from: true,
          to: true,
          subject: true,
          status: true,
          campaignId: true,
          createdAt: true,
          sentAt: true,
          text: true,
        },
        orderBy: { createdAt: "asc" },
      });
      const tracking = await tx.emailTracking.findMany({
        where: {
          teamId,
          ...liveOnly,
          OR: [{ emailId: { in: emails.map((email) => email.id) } }, { contactId: { in: contactIds } }],
        },
        select: {
          emailId: true,
          event: true,
          timestamp: true,
          url: true,
          ipAddress: true,
          userAgent: true,
          browser: true,
          os: true,
          deviceType: true,
          city: true,
          region: true,
          country: true,
        },
        orderBy: { timestamp: "asc" },
      });
      return {
        address,
        exportedAt: new Date(),
        contacts: contacts.map((contact) => ({ ...toContactDto(contact), deleted: contact.isDeleted })),
        suppressions,
        consent: consent.map((row) => ({ contactId: row.contactId, ...toConsentDto(row) })),
        emails,
        tracking,
      };
    }),
  );
}
