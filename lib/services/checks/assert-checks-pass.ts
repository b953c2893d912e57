import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { checkCampaign } from "./check-campaign";

/**
 * With the team setting `blockSendOnFailedChecks`, send and schedule refuse a campaign while a
 * check fails: 422 PRE_SEND_CHECK_FAILED, each failing check's id and message in `details`.
 */
export async function assertChecksPass({ teamId, id }: { teamId: string; id: string }) {
  const settings = await db.teamSettings.findFirst({ where: { teamId }, select: { blockSendOnFailedChecks: true } });
  if (!settings?.blockSendOnFailedChecks) return;
  // A campaign not ready to check (no template or sender) is refused by send's own checks instead.
  const result = await checkCampaign({ teamId, id }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 422) return null;
    throw error;
  });
  if (!result) return;
  const { checks } = result;
  const failing = checks.filter((check) => check.status === "fail");
  if (failing.length === 0) return;
  throw new ApiError(
    422,
    "unprocessable_entity",
    "PRE_SEND_CHECK_FAILED",
    `The campaign fails its pre-send check (${failing.map((check) => check.id).join(", ")}). Fix it, or turn off "Block sending when a check fails" in Settings.`,
    Object.fromEntries(failing.map((check) => [check.id, check.message])),
  );
}
