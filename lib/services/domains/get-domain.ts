import { ApiError } from "@/lib/api/errors";
import { db, type Transaction } from "@/lib/db";
import type { Domain } from "@/lib/generated/prisma/client";
import { toDomainDto } from "./to-domain-dto";

const domainNotFound = () => ApiError.notFound("Domain not found");

/** The team's live domain, or 404, also for another team's id. */
export async function getDomainRowOrThrow(
  { teamId, id }: { teamId: string; id: string },
  client: Transaction = db,
): Promise<Domain> {
  const row = await client.domain.findFirst({ where: { id, teamId } });
  if (!row) throw domainNotFound();
  return row;
}

export async function getDomain({ teamId, id }: { teamId: string; id: string }) {
  return toDomainDto(await getDomainRowOrThrow({ teamId, id }));
}
