import { defineOperation, putSynonymOf } from "./define-operation";
import { AuditLogPageSchema, auditLogQuery } from "@/lib/validation/audit-log";
import { TeamSchema, UpdateTeamBody, membersQuery, UpdateMemberBody, memberParams } from "@/lib/validation/teams";
import { UserSchema } from "@/lib/validation/users";
import { paginatedSchema } from "@/lib/api/pagination";
import { TeamSettingsSchema, UpdateSettingsBody } from "@/lib/validation/settings";

export const listAuditLogOperation = defineOperation({
  method: "GET",
  path: "/audit-log",
  summary: "Audit log",
  description:
    "Who did what and when, from where: sign-ins (and failed ones), password and two-factor changes, API keys, members and " +
    "roles, invites, SMTP, webhook, IMAP and domain changes, exports and plan changes. Newest first, kept one year. " +
    "Admins only (`team:write`). Filter with `action` (`api_key.created`) or a resource (`api_key`).",
  tags: ["Teams"],
  permission: "team:write",
  query: auditLogQuery,
  response: AuditLogPageSchema,
});

export const getCurrentTeamOperation = defineOperation({
  method: "GET",
  path: "/teams/current",
  summary: "Current team",
  description: "The caller's team with its member count.",
  tags: ["Teams"],
  permission: "team:read",
  response: TeamSchema,
});

export const renameTeamOperation = defineOperation({
  method: "PATCH",
  path: "/teams/current",
  summary: "Rename the team",
  description: "Renames the caller's team (at least 2 characters). PUT is accepted as a synonym of PATCH.",
  tags: ["Teams"],
  permission: "team:write",
  body: UpdateTeamBody,
  response: TeamSchema,
});

export const renameTeamPutOperation = putSynonymOf(renameTeamOperation, renameTeamOperation.summary);

export const listTeamMembersOperation = defineOperation({
  method: "GET",
  path: "/teams/current/members",
  summary: "List team members",
  description: "The users of the caller's team, oldest first. `q` searches email and names; `role` filters.",
  tags: ["Teams"],
  permission: "users:read",
  query: membersQuery,
  response: paginatedSchema(UserSchema),
});

export const changeMemberRoleOperation = defineOperation({
  method: "PATCH",
  path: "/teams/current/members/{userId}",
  summary: "Change a member's role",
  description:
    "Sets the role to ADMIN or MEMBER and re-syncs the member's permissions; keys they created lose what the new role does not grant. Access tokens the member holds answer 401 at once (their refresh tokens renew into the new role). The team's last admin cannot be demoted (409 LAST_ADMIN). A super admin cannot be changed through the API (403). PUT is accepted as a synonym of PATCH.",
  tags: ["Teams"],
  permission: "users:write",
  params: memberParams,
  body: UpdateMemberBody,
  response: UserSchema,
  errors: [404, 409],
});

export const changeMemberRolePutOperation = putSynonymOf(changeMemberRoleOperation, changeMemberRoleOperation.summary);

export const removeMemberOperation = defineOperation({
  method: "DELETE",
  path: "/teams/current/members/{userId}",
  summary: "Remove a member",
  description:
    "Removes the user from the team: their account is deleted, their sessions end at once and their refresh tokens are revoked. API keys they created stay with the team. The last admin cannot be removed (409 LAST_ADMIN), not even by themselves.",
  tags: ["Teams"],
  permission: "users:delete",
  params: memberParams,
  response: UserSchema,
  errors: [404, 409],
});

export const getSettingsOperation = defineOperation({
  method: "GET",
  path: "/settings",
  summary: "Team settings",
  description: "Tracking defaults, time zone and branding of the caller's team.",
  tags: ["Settings"],
  permission: "settings:read",
  response: TeamSettingsSchema,
});

export const updateSettingsOperation = defineOperation({
  method: "PATCH",
  path: "/settings",
  summary: "Update team settings",
  description:
    "Changes the fields given. `timezone` is an IANA zone; `branding.dashboardName` (1-60 characters), `branding.logoUrl` (http or https) and `branding.primaryColor` (#rrggbb) take null to clear. `require2fa: true` keeps members without two-factor sign-in out of the dashboard until they set it up. PUT is accepted as a synonym of PATCH.",
  tags: ["Settings"],
  permission: "settings:write",
  body: UpdateSettingsBody,
  response: TeamSettingsSchema,
});

export const updateSettingsPutOperation = putSynonymOf(updateSettingsOperation, updateSettingsOperation.summary);
