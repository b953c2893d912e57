import { computeTeamOverview } from "@/lib/analytics/compute-team-overview";
import { teamTimezone } from "@/lib/services/settings/team-timezone";
import { ApiError } from "@/lib/api/errors";
import { onReplica } from "@/lib/db/read-replica";

/** TeamOverview of the caller's team; another team's id answers 404 (docs/contract.md section 1, tenancy). */
export async function getTeamOverview({
  teamId,
  requestedTeamId,
  months,
}: {
  teamId: string;
  requestedTeamId?: string;
  months: number;
}) {
  if (requestedTeamId !== undefined && requestedTeamId !== teamId) throw ApiError.notFound("Team not found");
  const timezone = await teamTimezone(teamId);
  // Reports read the read replica when there is one (lib/db/read-replica.ts).
  return onReplica(() => computeTeamOverview({ teamId, months, timezone }));
}
