import { withApi, methodsNotAllowed } from "@/lib/api";
import { getCurrentUser } from "@/lib/services/auth";
import { getMeOperation } from "@/lib/api/operations/auth";

export const GET = withApi(
  ({ principal }) =>
    getCurrentUser({ teamId: principal.teamId, userId: principal.kind === "user" ? principal.userId : null }),
  getMeOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
