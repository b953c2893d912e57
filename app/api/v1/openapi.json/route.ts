import { openApiDocument } from "@/lib/api/openapi/document";
import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { getOpenApiDocumentOperation } from "@/lib/api/operations/system";

export const GET = withApi(async () => openApiDocument(), getOpenApiDocumentOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
