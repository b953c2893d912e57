import { rowNotFound } from "@/lib/api/not-found";
import { db, type Transaction } from "@/lib/db";
import type { Domain } from "@/lib/generated/prisma/client";
import { toDomainDto } from "./to-domain-dto";

const domains = rowNotFound("Domain not found");

/** The team's live domain, or 404, also for another team's id. */
export async function getDomainRowOrThrow(
  { teamId, id }: { teamId: string; id: string },
  client: Transaction = db,
): Promise<Domain> {
  return domains.orThrow(client.domain.findFirst({ where: { id, teamId } }));
}

export async function getDomain({ teamId, id }: { teamId: string; id: string }) {
  return toDomainDto(await getDomainRowOrThrow({ teamId, id }));
}
