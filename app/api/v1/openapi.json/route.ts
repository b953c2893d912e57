import { openApiDocument } from "@/lib/api/openapi/document";
import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(async () => openApiDocument(), {
  method: "GET",
  path: "/openapi.json",
  summary: "OpenAPI document",
  description: "This document: OpenAPI 3.1, generated from the schemas that validate requests.",
  tags: ["System"],
  auth: "public",
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
