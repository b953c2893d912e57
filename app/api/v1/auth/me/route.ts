import { withApi } from "@/lib/api/with-api";
import { getCurrentUser } from "@/lib/services/auth/get-current-user";
import { CurrentUserResponseSchema } from "@/lib/validation/auth";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  ({ principal }) =>
    getCurrentUser({ teamId: principal.teamId, userId: principal.kind === "user" ? principal.userId : null }),
  {
    method: "GET",
    path: "/auth/me",
    summary: "The signed-in user",
    description:
      "The caller's user with their team embedded. Called with an API key, which belongs to a team rather than a person, it answers `{ user: null, team }`.",
    tags: ["Authentication"],
    response: CurrentUserResponseSchema,
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
