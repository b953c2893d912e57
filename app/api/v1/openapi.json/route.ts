import { openApiDocument } from "@/lib/api/openapi/document";
import { withApi } from "@/lib/api/with-api";

export const GET = withApi(async () => openApiDocument(), {
  method: "GET",
  path: "/openapi.json",
  summary: "OpenAPI document",
  description: "This document: OpenAPI 3.1, generated from the schemas that validate requests.",
  tags: ["System"],
  auth: "public",
});
