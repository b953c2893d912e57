import { computeEmailAnalytics } from "@/lib/analytics/compute-email-analytics";
import { teamTimezone } from "@/lib/analytics/team-timezone";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";

/** EmailAnalytics of one of the team's emails; 404 for an unknown or another team's id. */
export async function getEmailAnalytics({ teamId, emailId }: { teamId: string; emailId: string }) {
  const [email, timezone] = await Promise.all([
    db.email.findFirst({ where: { id: emailId, teamId }, select: { id: true } }),
    teamTimezone(teamId),
  ]);
  if (!email) throw ApiError.notFound("Email not found");
  return computeEmailAnalytics({ teamId, emailId }, timezone);
}
