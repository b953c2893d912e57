import { withApi, methodsNotAllowed } from "@/lib/api";
import { listTeamMembers } from "@/lib/services/teams";
import { listTeamMembersOperation } from "@/lib/api/operations/teams";

export const GET = withApi(
  ({ principal, query }) => listTeamMembers({ teamId: principal.teamId, ...query }),
  listTeamMembersOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
