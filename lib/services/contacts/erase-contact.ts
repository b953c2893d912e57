import { enqueue } from "@/lib/jobs";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { erasedAddressKey } from "@/lib/services/suppressions/erased-address";
import { contactNotFound } from "./get-contact";
import { anyDeletion, findPersonContacts, personEmailsWhere } from "./contact-personal-data";
import { eraseAddressFromFiles } from "./erase-address-files";
import { eraseAddressRecords } from "./erase-address-records";

// Erasure on request (right to be forgotten), in one transaction:
// - every contact of the team with the address, in every list, is deleted outright (not soft-
//   deleted), with its tags, automation runs and consent ledger (what stays of its consent, and of
//   its unsubscribe, is the hashed suppression below);
// - the emails sent to it keep their status and dates (campaign figures stay right) but lose
//   everything personal: recipient, subject, body, text, headers, data, contact link;
// - their tracking rows lose the contact link, IP address, user agent, location, URL and metadata
//   (event, time and device class are kept for the figures);
// - the address's plain suppression entries are deleted and one keyed hash of it is kept
//   (erased-address.ts), so it is never mailed again, even when it is added or imported anew;
// - audit entries, webhook deliveries, inbound messages and import errors that mention the address
//   keep everything but it (erase-address-records.ts).
// Before the transaction, the team's uploaded CSV files lose the records with the address
// (erase-address-files.ts): storage is not transactional, and a failure there changes nothing here.

const ERASED = "[erased]";

export async function eraseContact({ teamId, id }: { teamId: string; id: string }) {
  const found = await findPersonContacts(db, { teamId, id });
  if (!found) throw contactNotFound();
  const files = await eraseAddressFromFiles({ teamId, address: found.address });
  const result = await db.$transaction(async (tx) => {
    const person = await findPersonContacts(tx, { teamId, id });
    if (!person) throw contactNotFound();
    const { address, contactIds } = person;
    const emailIds = (
      await tx.email.findMany({ where: personEmailsWhere(teamId, address, contactIds), select: { id: true } })
    ).map((row) => row.id);

    const tracking = await tx.emailTracking.updateMany({
      where: { teamId, ...anyDeletion, OR: [{ emailId: { in: emailIds } }, { contactId: { in: contactIds } }] },
      data: {
        contactId: null,
        ipAddress: null,
        userAgent: null,
        city: null,
        region: null,
        country: null,
        url: null,
        metadata: Prisma.DbNull,
      },
    });
    await tx.email.updateMany({
      where: { id: { in: emailIds }, ...anyDeletion },
      data: {
        to: ERASED,
        cc: null,
        bcc: null,
        subject: ERASED,
        body: "",
        text: null,
        headers: Prisma.DbNull,
        data: Prisma.DbNull,
        contactId: null,
        automationRunId: null,
      },
    });
    const runs = await tx.automationRun.findMany({
      where: { teamId, contactId: { in: contactIds }, ...anyDeletion },
      select: { id: true },
    });
    await tx.email.updateMany({
      where: { automationRunId: { in: runs.map((run) => run.id) }, ...anyDeletion },
      data: { automationRunId: null },
    });
    await tx.automationRun.deleteMany({ where: { id: { in: runs.map((run) => run.id) } } });
    await tx.tag.deleteMany({ where: { contactId: { in: contactIds } } });
    await tx.consentEvent.deleteMany({ where: { teamId, contactId: { in: contactIds } } });
    await tx.contact.deleteMany({ where: { id: { in: contactIds } } });

    await tx.suppression.deleteMany({ where: { teamId, email: address } });
    const key = erasedAddressKey(teamId, address);
    await tx.suppression.upsert({
      where: { teamId_email: { teamId, email: key } },
      create: { teamId, email: key, reason: "MANUAL" },
      update: { isDeleted: false },
    });
    const mentions = await eraseAddressRecords(tx, { teamId, address });
    return {
      erased: true as const,
      contacts: contactIds.length,
      emails: emailIds.length,
      trackingEvents: tracking.count,
      suppression: key,
      files,
      ...mentions,
    };
  });
  // The analytics roll-ups still count the erased rows' locations, links and contact: recompute them.
  if (result.trackingEvents > 0)
    await enqueue("rebuild-analytics-rollups", { teamId }, { singletonKey: `rollups:${teamId}` });
  return result;
}
