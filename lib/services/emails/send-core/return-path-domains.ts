import { driverQuery } from "@/lib/db/driver-transaction";
import { env } from "@/lib/env";

// The envelope sender's domain of each team's mail (docs/contract.md section 20): the team's
// settings' returnPathDomain while it is a VERIFIED domain of the team, else BOUNCE_DOMAIN, else
// none (the envelope sender is the From address, as before). Looked up for every send, like the
// signing keys beside it, so a domain that stops being verified stops being used at once.

const RETURN_PATH_SQL = `SELECT s."teamId", s."returnPathDomain" AS "domain" FROM "TeamSettings" s
  WHERE s."teamId" = ANY($1::text[]) AND s."returnPathDomain" IS NOT NULL AND NOT s."isDeleted" AND EXISTS (
    SELECT 1 FROM "Domain" d WHERE d."teamId" = s."teamId" AND lower(d."domain") = lower(s."returnPathDomain")
      AND d."status" = 'VERIFIED' AND NOT d."isDeleted")`;

export type ReturnPathDomainOf = (teamId: string) => string | null;

/** One query for the teams of a send; answers each team's return-path domain, or null. */
export async function loadReturnPathDomains(teamIds: string[]): Promise<ReturnPathDomainOf> {
  const rows = await driverQuery<{ teamId: string; domain: string }>(RETURN_PATH_SQL, [[...new Set(teamIds)]]);
  const byTeam = new Map(rows.map((row) => [row.teamId, row.domain.toLowerCase()]));
  return (teamId) => byTeam.get(teamId) ?? env.BOUNCE_DOMAIN ?? null;
}
