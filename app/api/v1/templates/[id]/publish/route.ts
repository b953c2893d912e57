import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { publishTemplate } from "@/lib/services/templates";
import { publishTemplateOperation } from "@/lib/api/operations/template-versions";

export const POST = serviceRoute(publishTemplate, publishTemplateOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
