import { computeEmailAnalytics } from "@/lib/analytics/compute-email-analytics";
import { reportTimezone } from "@/lib/analytics/report-subject";
import { ApiError } from "@/lib/api/errors";
import { onReplica } from "@/lib/db/read-replica";

/** EmailAnalytics of one of the team's emails; 404 for an unknown or another team's id. */
export async function getEmailAnalytics({ teamId, emailId }: { teamId: string; emailId: string }) {
  const timezone = await reportTimezone({ teamId, emailId });
  if (timezone === null) throw ApiError.notFound("Email not found");
  return onReplica(() => computeEmailAnalytics({ teamId, emailId }, timezone));
}
