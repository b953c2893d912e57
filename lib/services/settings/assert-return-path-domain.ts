import { ApiError } from "@/lib/api/errors";
import type { Transaction } from "@/lib/db";

/**
 * 400 with details.returnPathDomain unless `domain` is a VERIFIED sending domain of the team
 * (docs/contract.md section 20): the envelope sender's domain must be one whose MX the team runs
 * for its bounces, and verifying it is how the team shows it is theirs. Null clears it.
 */
export async function assertReturnPathDomain(tx: Transaction, teamId: string, domain: string | null | undefined) {
  if (!domain) return;
  const verified = await tx.domain.findFirst({
    where: { teamId, domain: domain.toLowerCase(), status: "VERIFIED" },
    select: { id: true },
  });
  if (!verified)
    throw ApiError.validation("Invalid body", {
      returnPathDomain: "must be a VERIFIED sending domain of your team (Settings → Domains)",
    });
}
