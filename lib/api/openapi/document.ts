import { OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { openApiRegistry } from "./registry";
import "./route-manifest";

let cached: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

/** The OpenAPI 3.1 document of every registered route; paths are relative to /api/v1. */
export function openApiDocument() {
  cached ??= new OpenApiGeneratorV31(openApiRegistry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Sendwell API",
      version: "1.0",
      description:
        "Email marketing and transactional email for teams. Authenticate with `Authorization: Bearer <access token or API key>` or `X-API-KEY`. Every answer carries X-RateLimit-* headers; errors share one envelope.",
    },
    servers: [{ url: "/api/v1" }],
  });
  return cached;
}
