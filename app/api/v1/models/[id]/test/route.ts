import { withApi, methodsNotAllowed } from "@/lib/api";
import { testModel } from "@/lib/services/models";
import { testAiModelOperation } from "@/lib/api/operations/models";

export const POST = withApi(
  ({ principal, params }) => testModel({ teamId: principal.teamId, id: params.id }),
  testAiModelOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
