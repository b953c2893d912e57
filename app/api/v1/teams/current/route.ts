import type { z } from "zod";
import { withApi, type HandlerContext } from "@/lib/api/with-api";
import { getCurrentTeam } from "@/lib/services/teams/get-current-team";
import { updateTeam } from "@/lib/services/teams/update-team";
import { TeamSchema, UpdateTeamBody } from "@/lib/validation/teams";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal }) => getCurrentTeam({ teamId: principal.teamId }), {
  method: "GET",
  path: "/teams/current",
  summary: "Current team",
  description: "The caller's team with its member count.",
  tags: ["Teams"],
  permission: "team:read",
  response: TeamSchema,
});

const update = {
  path: "/teams/current",
  summary: "Rename the team",
  description: "Renames the caller's team (at least 2 characters). PUT is accepted as a synonym of PATCH.",
  tags: ["Teams"],
  permission: "team:write" as const,
  body: UpdateTeamBody,
  response: TeamSchema,
};

function handleUpdate({
  principal,
  body,
}: HandlerContext<z.infer<typeof UpdateTeamBody>, undefined, undefined, "required">) {
  return updateTeam({ teamId: principal.teamId, name: body.name });
}

export const PATCH = withApi(handleUpdate, { ...update, method: "PATCH" });
export const PUT = withApi(handleUpdate, { ...update, method: "PUT" });

export const { POST, DELETE } = methodsNotAllowed(["GET", "PUT", "PATCH"]);
