import { withApi, methodsNotAllowed } from "@/lib/api";
import { writeWithAi } from "@/lib/services/ai";
import { writeWithAiOperation } from "@/lib/api/operations/ai";

export const POST = withApi(
  ({ principal, body }) => writeWithAi({ teamId: principal.teamId, ...body }),
  writeWithAiOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
