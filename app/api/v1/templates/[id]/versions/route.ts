import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { listTemplateVersions } from "@/lib/services/templates";
import { listTemplateVersionsOperation } from "@/lib/api/operations/template-versions";

export const GET = serviceRoute(listTemplateVersions, listTemplateVersionsOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
