import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { emailIdSql, visibleToViewer, type OutboxViewer } from "./outbox-scope";
import { parseCapturedEmail } from "./parse-captured-email";

type Row = {
  id: string;
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  emailId: string | null;
  createdAt: Date;
};

/** One captured message, parsed; 404 when it is not the viewer's (another team's, or system mail). */
export async function getCapturedEmail({ id, ...viewer }: OutboxViewer & { id: string }) {
  const [row] = await db.$queryRaw<Row[]>`
    SELECT c.id, c."envelopeFrom", c."envelopeTo", c.raw, c."createdAt", ${emailIdSql(viewer)} AS "emailId"
    FROM "CapturedEmail" c WHERE c.id = ${id} AND ${visibleToViewer(viewer)}`;
  if (!row) throw ApiError.notFound("Captured message not found");
  const parsed = await parseCapturedEmail(row.raw);
  return {
    id: row.id,
    ...parsed,
    emailId: row.emailId,
    receivedAt: row.createdAt.toISOString(),
    envelope: { from: row.envelopeFrom, to: row.envelopeTo },
    raw: row.raw,
  };
}
