import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { testModel } from "@/lib/services/models";
import { testAiModelOperation } from "@/lib/api/operations/models";

export const POST = serviceRoute(testModel, testAiModelOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
