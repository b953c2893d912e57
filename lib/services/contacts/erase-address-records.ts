import { createHash } from "node:crypto";
import type { Transaction } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { anyDeletion } from "./contact-personal-data";
import { likeAddress, scrubJson, scrubText } from "./address-pattern";

// The rest of an erasure (erase-contact.ts), in its transaction: rows that are not about the
// person but mention the address in passing, scrubbed where it stands and kept otherwise (an
// audit trail, a webhook's delivery history, an inbound mailbox's record of what it read):
// - audit entries: the address in their details and target;
// - webhook deliveries: the address in the payload sent (the receiver's copy is theirs);
// - inbound messages: the address in their reason (a bounce's diagnostic) and Message-ID key;
// - contact imports: the address in their row errors.
// The rows are found by a LIKE on their text, then scrubbed with the stand-alone address pattern,
// so a neighbour's address that merely contains this one is left alone.

type Found = { id: string; value: Prisma.JsonValue };
type Counts = { auditEntries: number; webhookDeliveries: number; inboundMessages: number; importErrors: number };

const changed = (before: unknown, after: unknown) => JSON.stringify(before) !== JSON.stringify(after);

async function scrubJsonRows(
  rows: Found[],
  address: string,
  write: (id: string, value: Prisma.InputJsonValue) => Promise<unknown>,
) {
  let count = 0;
  for (const row of rows) {
    const scrubbed = scrubJson(row.value, address);
    if (!changed(row.value, scrubbed)) continue;
    await write(row.id, scrubbed as Prisma.InputJsonValue);
    count += 1;
  }
  return count;
}

export async function eraseAddressRecords(
  tx: Transaction,
  { teamId, address }: { teamId: string; address: string },
): Promise<Counts> {
  const like = likeAddress(address);

  const audit = await tx.$queryRaw<(Found & { targetId: string | null })[]>`
    SELECT "id", "details" AS "value", "targetId" FROM "AuditLog"
     WHERE "teamId" = ${teamId} AND ("details"::text ILIKE ${like} OR "targetId" ILIKE ${like})`;
  let auditEntries = 0;
  for (const row of audit) {
    const details = row.value === null ? null : scrubJson(row.value, address);
    const targetId = row.targetId === null ? null : scrubText(row.targetId, address);
    if (!changed(row.value, details) && targetId === row.targetId) continue;
    await tx.auditLog.update({
      where: { id: row.id, ...anyDeletion },
      data: { details: details === null ? Prisma.DbNull : (details as Prisma.InputJsonValue), targetId },
    });
    auditEntries += 1;
  }

  const deliveries = await tx.$queryRaw<Found[]>`
    SELECT d."id", d."payload" AS "value" FROM "Delivery" d JOIN "Webhook" w ON w."id" = d."webhookId"
     WHERE w."teamId" = ${teamId} AND d."payload"::text ILIKE ${like}`;
  const webhookDeliveries = await scrubJsonRows(deliveries, address, (id, payload) =>
    tx.delivery.update({ where: { id, ...anyDeletion }, data: { payload } }),
  );

  const imports = await tx.$queryRaw<
    Found[]
  >`SELECT "id", "errors" AS "value" FROM "ContactImport" WHERE "teamId" = ${teamId} AND "errors"::text ILIKE ${like}`;
  const importErrors = await scrubJsonRows(imports, address, (id, errors) =>
    tx.contactImport.update({ where: { id, ...anyDeletion }, data: { errors } }),
  );

  const inbound = await tx.inboundMessage.findMany({
    where: {
      teamId,
      ...anyDeletion,
      OR: [
        { reason: { contains: address, mode: "insensitive" } },
        { messageKey: { contains: address, mode: "insensitive" } },
      ],
    },
    select: { id: true, reason: true, messageKey: true },
  });
  let inboundMessages = 0;
  for (const row of inbound) {
    const reason = row.reason === null ? null : scrubText(row.reason, address);
    // The key stays unique per message (the mailbox's dedupe), without the address in it.
    const messageKey =
      scrubText(row.messageKey, address) === row.messageKey
        ? row.messageKey
        : `erased:${createHash("sha256").update(row.messageKey).digest("hex")}`;
    if (reason === row.reason && messageKey === row.messageKey) continue;
    await tx.inboundMessage.update({ where: { id: row.id, ...anyDeletion }, data: { reason, messageKey } });
    inboundMessages += 1;
  }
  return { auditEntries, webhookDeliveries, inboundMessages, importErrors };
}
