import { withApi, methodsNotAllowed } from "@/lib/api";
import { listUsers } from "@/lib/services/users";
import { listUsersOperation } from "@/lib/api/operations/auth";

export const GET = withApi(
  ({ principal }) =>
    listUsers({ teamId: principal.teamId, acrossTeams: principal.kind === "user" && principal.role === "SUPER_ADMIN" }),
  listUsersOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
