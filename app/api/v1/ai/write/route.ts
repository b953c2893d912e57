import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { writeWithAi } from "@/lib/services/ai";
import { writeWithAiOperation } from "@/lib/api/operations/ai";

export const POST = serviceRoute(writeWithAi, writeWithAiOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
