import { computeAudienceInsights } from "@/lib/analytics/compute-audience-insights";
import { teamTimezone } from "@/lib/services/settings/team-timezone";
import { db } from "@/lib/db";
import { listNotFound } from "@/lib/services/lists/get-list";
import { onReplica } from "@/lib/db/read-replica";

/** AudienceInsights of the team's contacts, or of one of its lists (404 for another team's list). */
export async function getAudienceInsights({ teamId, listId }: { teamId: string; listId?: string }) {
  if (
    listId !== undefined &&
    !(await db.mailingList.findFirst({ where: { id: listId, teamId }, select: { id: true } }))
  )
    throw listNotFound();
  const timezone = await teamTimezone(teamId);
  return onReplica(() => computeAudienceInsights({ teamId, listId, now: new Date() }, timezone));
}
