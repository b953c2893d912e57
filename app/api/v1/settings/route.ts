import type { z } from "zod";
import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { getTeamSettings, updateTeamSettings } from "@/lib/services/settings";
import type { UpdateSettingsBody } from "@/lib/validation/settings";
import { getSettingsOperation, updateSettingsOperation, updateSettingsPutOperation } from "@/lib/api/operations/teams";

export const GET = withApi(({ principal }) => getTeamSettings({ teamId: principal.teamId }), getSettingsOperation);

function handleUpdate({
  principal,
  body,
  ip,
}: HandlerContext<z.infer<typeof UpdateSettingsBody>, undefined, undefined, "required">) {
  return updateTeamSettings({ teamId: principal.teamId, changes: body, actor: auditActor(principal, ip) });
}

export const PATCH = withApi(handleUpdate, updateSettingsOperation);
export const PUT = withApi(handleUpdate, updateSettingsPutOperation);

export const { POST, DELETE } = methodsNotAllowed(["GET", "PUT", "PATCH"]);
