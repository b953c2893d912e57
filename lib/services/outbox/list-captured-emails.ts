import { pageArgs, paginated } from "@/lib/api/pagination";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { OutboxFilters } from "@/lib/validation/outbox";
import { emailIdSql, visibleToViewer, type OutboxViewer } from "./outbox-scope";

type Row = {
  id: string;
  envelopeFrom: string;
  envelopeTo: string[];
  subject: string | null;
  messageId: string | null;
  emailId: string | null;
  createdAt: Date;
};

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

/** Captured messages the viewer may see, newest first, by text in the subject or the recipients. */
export async function listCapturedEmails({ page, limit, q, ...viewer }: OutboxFilters & OutboxViewer) {
  const search = q
    ? Prisma.sql`AND (c.subject ILIKE ${likePattern(q)} OR array_to_string(c."envelopeTo", ' ') ILIKE ${likePattern(q)})`
    : Prisma.empty;
  const where = Prisma.sql`WHERE ${visibleToViewer(viewer)} ${search}`;
  const { skip, take } = pageArgs({ page, limit });
  const [rows, counted] = await Promise.all([
    db.$queryRaw<Row[]>`
      SELECT c.id, c."envelopeFrom", c."envelopeTo", c.subject, c."messageId", c."createdAt", ${emailIdSql(viewer)} AS "emailId"
      FROM "CapturedEmail" c ${where}
      ORDER BY c."createdAt" DESC, c.id DESC LIMIT ${take} OFFSET ${skip}`,
    db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total FROM "CapturedEmail" c ${where}`,
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    from: row.envelopeFrom,
    to: row.envelopeTo,
    subject: row.subject,
    messageId: row.messageId,
    emailId: row.emailId,
    receivedAt: row.createdAt.toISOString(),
  }));
  return paginated(data, Number(counted[0]?.total ?? 0), { page, limit });
}
