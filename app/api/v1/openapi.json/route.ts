import { openApiDocument } from "@/lib/api/openapi/document";
import { withApi, methodsNotAllowed } from "@/lib/api";
import { getOpenApiDocumentOperation } from "@/lib/api/operations/system";

export const GET = withApi(async () => openApiDocument(), getOpenApiDocumentOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
