import { db } from "@/lib/db";
import { type Contact, Prisma } from "@/lib/generated/prisma/client";
import { compileSegmentWhere } from "@/lib/segments/compile-sql";
import type { SegmentDefinition } from "@/lib/segments/rules";
import { foldEngagementTail } from "./fold-engagement-tail";
import { storedDefinition } from "./get-segment";

// A campaign run's audience when the campaign names a segment: the segment's ACTIVE contacts that
// existed when the run started, evaluated as of that moment (engagement windows end at the run's
// start, so a resumed run walks the same audience). A segment over every list may hold the same
// address in several lists: the run reaches it once, through its lowest contact id (the same rule
// holds on every batch, so a restart never picks another row of the address).

type Audience = { teamId: string; segmentId: string; startedAt: Date };

/** The segment even if deleted since the run started (a run in flight keeps its audience). */
async function loadSegment({ teamId, segmentId }: Audience) {
  // Naming isDeleted (even as undefined) keeps the soft-delete filter out (lib/db/soft-delete.ts).
  const segment = await db.segment.findFirst({ where: { id: segmentId, teamId, isDeleted: undefined } });
  if (!segment) throw new Error(`segment ${segmentId} not found`);
  await foldEngagementTail(teamId, storedDefinition(segment));
  return segment;
}

function audiencePredicate(
  definition: SegmentDefinition,
  listId: string | null,
  { teamId, startedAt }: Audience,
): Prisma.Sql {
  const scope = { teamId, listId, now: startedAt };
  const own = Prisma.sql`c."status" = 'ACTIVE' AND c."createdAt" <= ${startedAt} AND ${compileSegmentWhere(definition, scope)}`;
  if (listId) return own;
  return Prisma.sql`${own} AND NOT EXISTS (SELECT 1 FROM "Contact" d WHERE d."email" = c."email" AND d."id" < c."id"
    AND d."status" = 'ACTIVE' AND d."createdAt" <= ${startedAt} AND ${compileSegmentWhere(definition, { ...scope, alias: "d" })})`;
}

/** The audience as a predicate over "Contact" c (for statements that draw from it, like an A/B test group). */
export async function segmentAudienceWhere(audience: Audience): Promise<Prisma.Sql> {
  const segment = await loadSegment(audience);
  return audiencePredicate(storedDefinition(segment), segment.listId, audience);
}

export async function countSegmentAudience(audience: Audience): Promise<number> {
  const segment = await loadSegment(audience);
  const where = audiencePredicate(storedDefinition(segment), segment.listId, audience);
  const [row] = await db.$queryRaw<{ count: number }[]>(
    Prisma.sql`SELECT count(*)::int AS "count" FROM "Contact" c WHERE ${where}`,
  );
  return row.count;
}

/** The next `take` contacts of the audience after `cursor`, by id. */
export async function segmentAudienceBatch(audience: Audience & { cursor?: string; take: number }): Promise<Contact[]> {
  const segment = await loadSegment(audience);
  const where = audiencePredicate(storedDefinition(segment), segment.listId, audience);
  const after = audience.cursor ? Prisma.sql`AND c."id" > ${audience.cursor}` : Prisma.empty;
  const ids = await db.$queryRaw<{ id: string }[]>(
    Prisma.sql`SELECT c."id" FROM "Contact" c WHERE ${where} ${after} ORDER BY c."id" LIMIT ${audience.take}`,
  );
  if (ids.length === 0) return [];
  return db.contact.findMany({
    where: { teamId: audience.teamId, id: { in: ids.map(({ id }) => id) } },
    orderBy: { id: "asc" },
  });
}
