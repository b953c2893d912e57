import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { createModel, listModels } from "@/lib/services/models";
import { listAiModelsOperation, createAiModelOperation } from "@/lib/api/operations/models";

export const GET = serviceRoute(listModels, listAiModelsOperation);

export const POST = serviceRoute(createModel, createAiModelOperation);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
