import type { z } from "zod";
import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { getCurrentTeam, updateTeam } from "@/lib/services/teams";
import type { UpdateTeamBody } from "@/lib/validation/teams";
import { getCurrentTeamOperation, renameTeamOperation, renameTeamPutOperation } from "@/lib/api/operations/teams";

export const GET = withApi(({ principal }) => getCurrentTeam({ teamId: principal.teamId }), getCurrentTeamOperation);

function handleUpdate({
  principal,
  body,
}: HandlerContext<z.infer<typeof UpdateTeamBody>, undefined, undefined, "required">) {
  return updateTeam({ teamId: principal.teamId, name: body.name });
}

export const PATCH = withApi(handleUpdate, renameTeamOperation);
export const PUT = withApi(handleUpdate, renameTeamPutOperation);

export const { POST, DELETE } = methodsNotAllowed(["GET", "PUT", "PATCH"]);
