import { withApi, methodsNotAllowed } from "@/lib/api";
import { createModel, listModels } from "@/lib/services/models";
import { listAiModelsOperation, createAiModelOperation } from "@/lib/api/operations/models";

export const GET = withApi(
  ({ principal, query }) => listModels({ ...query, teamId: principal.teamId }),
  listAiModelsOperation,
);

export const POST = withApi(
  ({ principal, body }) => createModel({ ...body, teamId: principal.teamId }),
  createAiModelOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
