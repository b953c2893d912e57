import { withApi } from "@/lib/api/with-api";
import { listUsers } from "@/lib/services/users/list-users";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { listUsersOperation } from "@/lib/api/operations/auth";

export const GET = withApi(
  ({ principal }) =>
    listUsers({ teamId: principal.teamId, acrossTeams: principal.kind === "user" && principal.role === "SUPER_ADMIN" }),
  listUsersOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
