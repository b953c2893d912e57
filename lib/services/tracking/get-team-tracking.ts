import { db } from "@/lib/db";

/** Whether the team tracks opens and clicks (its settings; both on when it never changed them). */
export async function getTeamTracking(teamId: string): Promise<{ opens: boolean; clicks: boolean }> {
  const settings = await db.teamSettings.findFirst({
    where: { teamId },
    select: { trackOpens: true, trackClicks: true },
  });
  return { opens: settings?.trackOpens ?? true, clicks: settings?.trackClicks ?? true };
}
