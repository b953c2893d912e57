import type { z } from "zod";
import { withApi, type HandlerContext } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { getTeamSettings } from "@/lib/services/settings/get-team-settings";
import { updateTeamSettings } from "@/lib/services/settings/update-team-settings";
import { TeamSettingsSchema, UpdateSettingsBody } from "@/lib/validation/settings";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal }) => getTeamSettings({ teamId: principal.teamId }), {
  method: "GET",
  path: "/settings",
  summary: "Team settings",
  description: "Tracking defaults, time zone and branding of the caller's team.",
  tags: ["Settings"],
  permission: "settings:read",
  response: TeamSettingsSchema,
});

const update = {
  path: "/settings",
  summary: "Update team settings",
  description:
    "Changes the fields given. `timezone` is an IANA zone; `branding.dashboardName` (1-60 characters), `branding.logoUrl` (http or https) and `branding.primaryColor` (#rrggbb) take null to clear. `require2fa: true` keeps members without two-factor sign-in out of the dashboard until they set it up. PUT is accepted as a synonym of PATCH.",
  tags: ["Settings"],
  permission: "settings:write" as const,
  body: UpdateSettingsBody,
  response: TeamSettingsSchema,
};

function handleUpdate({
  principal,
  body,
  ip,
}: HandlerContext<z.infer<typeof UpdateSettingsBody>, undefined, undefined, "required">) {
  return updateTeamSettings({ teamId: principal.teamId, changes: body, actor: auditActor(principal, ip) });
}

export const PATCH = withApi(handleUpdate, { ...update, method: "PATCH" });
export const PUT = withApi(handleUpdate, { ...update, method: "PUT" });

export const { POST, DELETE } = methodsNotAllowed(["GET", "PUT", "PATCH"]);
