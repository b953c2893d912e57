import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { listTeamMembers } from "@/lib/services/teams/list-team-members";
import { membersQuery } from "@/lib/validation/teams";
import { UserSchema } from "@/lib/validation/users";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listTeamMembers({ teamId: principal.teamId, ...query }), {
  method: "GET",
  path: "/teams/current/members",
  summary: "List team members",
  description: "The users of the caller's team, oldest first. `q` searches email and names; `role` filters.",
  tags: ["Teams"],
  permission: "users:read",
  query: membersQuery,
  response: paginatedSchema(UserSchema),
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
