import { withApi } from "@/lib/api/with-api";
import { listUsers } from "@/lib/services/users/list-users";
import { UserListSchema } from "@/lib/validation/auth";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  ({ principal }) =>
    listUsers({ teamId: principal.teamId, acrossTeams: principal.kind === "user" && principal.role === "SUPER_ADMIN" }),
  {
    method: "GET",
    path: "/auth/users",
    summary: "List users",
    description:
      "The users of the caller's team (every user of every team for a SUPER_ADMIN), each with its team embedded, oldest first. A bare JSON array, as docs/interface.md fixes it; not paginated.",
    tags: ["Authentication"],
    permission: "users:read",
    response: UserListSchema,
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
