import { stringify } from "csv-stringify/sync";
import { db, liveOnly } from "@/lib/db";
import { onReplica, readDb } from "@/lib/db/read-replica";
import { Prisma } from "@/lib/generated/prisma/client";
import { EXPORT_COLUMNS, fileSlug, toCsvRecord, type ExportedContact } from "./contacts-csv";
import { recordAudit, type AuditActor } from "@/lib/services/audit/record-audit";
import { getListOrThrow } from "./get-list";

const PAGE_SIZE = 1000;
const UTF8_BOM = "\uFEFF";
const encoder = new TextEncoder();

type Cursor = { teamId: string; listId: string; afterKey: string | null };

/**
 * The next page of the list's live contacts after `afterKey`, in address order. The keyset walks
 * contact_list_email_key ((listId, lower(email)) among live rows), so each page is an index range
 * scan however large the list, and no contact is skipped or repeated between pages.
 */
async function nextPage({ teamId, listId, afterKey }: Cursor) {
  const after = afterKey === null ? Prisma.empty : Prisma.sql`AND lower("email") > ${afterKey}`;
  const keys = await readDb().$queryRaw<{ id: string; key: string }[]>`
    SELECT "id", lower("email") AS "key" FROM "Contact"
    WHERE "listId" = ${listId} AND "teamId" = ${teamId} AND NOT "isDeleted" ${after}
    ORDER BY lower("email") LIMIT ${PAGE_SIZE}`;
  const rows = await readDb().contact.findMany({
    where: { id: { in: keys.map(({ id }) => id) } },
    include: { tags: { where: liveOnly, select: { name: true, value: true }, orderBy: { name: "asc" } } },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    // A contact deleted between the two queries is left out.
    contacts: keys.map(({ id }) => byId.get(id)).filter((row): row is ExportedContact => row !== undefined),
    lastKey: keys.at(-1)?.key ?? afterKey,
    done: keys.length < PAGE_SIZE,
  };
}

/**
 * The list's contacts as a CSV stream. Pages of 1,000 are read only as the client takes them (the
 * stream pulls), so memory stays flat whatever the list's size. 404 before any byte is sent when
 * the list is not the team's. A database failure half way errors the stream, so the client sees a
 * broken download rather than a file that looks complete.
 */
export async function exportListContacts({
  teamId,
  id,
  bom = false,
  actor,
}: {
  teamId: string;
  id: string;
  bom?: boolean;
  actor?: AuditActor;
}) {
  const list = await getListOrThrow({ teamId, id });
  // Who took the audience out, recorded before the first byte leaves.
  if (actor)
    await db.$transaction((tx) =>
      recordAudit(tx, {
        teamId,
        action: "list.exported",
        ...actor,
        targetType: "list",
        targetId: list.id,
        details: { name: list.name },
      }),
    );
  let afterKey: string | null = null;
  let header = true;

  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // Each page on the read replica when there is one (lib/db/read-replica.ts): the keyset walk
        // reads the same order on either server, so a page from the primary joins one from the replica.
        const page = await onReplica(() => nextPage({ teamId, listId: list.id, afterKey }));
        afterKey = page.lastKey;
        if (header || page.contacts.length > 0) {
          const text = stringify(page.contacts.map(toCsvRecord), {
            header,
            columns: [...EXPORT_COLUMNS],
            record_delimiter: "windows",
          });
          controller.enqueue(encoder.encode(header && bom ? UTF8_BOM + text : text));
          header = false;
        }
        if (page.done) controller.close();
      } catch (error) {
        console.error(`Export of list ${list.id} failed`, error);
        controller.error(error);
      }
    },
  });

  return { stream, filename: `${fileSlug(list.name)}-contacts.csv` };
}
