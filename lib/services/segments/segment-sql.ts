import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { compileSegmentWhere, type SegmentScope } from "@/lib/segments/compile-sql";
import type { SegmentDefinition } from "@/lib/segments/rules";
import { contactInclude, toContactDto } from "@/lib/services/contacts/to-contact-dto";
import { foldEngagementTail } from "./fold-engagement-tail";

// The queries over a segment's contacts: each is one parameterised statement built from the
// compiled predicate (lib/segments/compile-sql.ts).

type Target = { definition: SegmentDefinition } & SegmentScope;

export async function countMatching({ definition, ...scope }: Target): Promise<number> {
  await foldEngagementTail(scope.teamId, definition);
  const where = compileSegmentWhere(definition, scope);
  const [row] = await db.$queryRaw<{ count: number }[]>(
    Prisma.sql`SELECT count(*)::int AS "count" FROM "Contact" c WHERE ${where}`,
  );
  return row.count;
}

/** A page of matching contacts, newest first (as GET /contacts orders them), as API contacts. */
export async function pageMatching({
  definition,
  limit,
  offset,
  ...scope
}: Target & { limit: number; offset: number }) {
  await foldEngagementTail(scope.teamId, definition);
  const where = compileSegmentWhere(definition, scope);
  const ids = await db.$queryRaw<{ id: string }[]>(
    Prisma.sql`SELECT c."id" FROM "Contact" c WHERE ${where} ORDER BY c."createdAt" DESC, c."id" DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  if (ids.length === 0) return [];
  const rows = await db.contact.findMany({
    where: { teamId: scope.teamId, id: { in: ids.map(({ id }) => id) } },
    include: contactInclude,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap(({ id }) => (byId.has(id) ? [toContactDto(byId.get(id)!)] : []));
}
