import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Who may see a captured message. The capture server knows no teams: a message belongs to the team
 * whose Email row carries its Message-ID. A SUPER_ADMIN sees everything, system mail included.
 */
export type OutboxViewer = { teamId: string; acrossTeams?: boolean };

/** SQL condition on "CapturedEmail" c (live rows the viewer may see). */
export function visibleToViewer({ teamId, acrossTeams = false }: OutboxViewer): Prisma.Sql {
  if (acrossTeams) return Prisma.sql`NOT c."isDeleted"`;
  return Prisma.sql`NOT c."isDeleted" AND EXISTS (
    SELECT 1 FROM "Email" e WHERE e."messageId" = c."messageId" AND e."teamId" = ${teamId} AND NOT e."isDeleted")`;
}

/** The viewer's Email row with that Message-ID, for linking a captured message to the log. */
export function emailIdSql({ teamId, acrossTeams = false }: OutboxViewer): Prisma.Sql {
  const team = acrossTeams ? Prisma.empty : Prisma.sql`AND e."teamId" = ${teamId}`;
  return Prisma.sql`(SELECT e.id FROM "Email" e WHERE e."messageId" = c."messageId" ${team} AND NOT e."isDeleted" ORDER BY e."createdAt" DESC LIMIT 1)`;
}
