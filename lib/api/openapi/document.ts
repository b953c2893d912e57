import { OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { apiOperations } from "../operations";
import { registerOperation } from "./register-operation";
import { createOpenApiRegistry } from "./registry";

let cached: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

/**
 * The OpenAPI 3.1 document of every operation in lib/api/operations/index.ts, the same definitions
 * the route files serve with; paths are relative to /api/v1.
 */
export function openApiDocument() {
  if (cached) return cached;
  const registry = createOpenApiRegistry();
  for (const operation of apiOperations) registerOperation(registry, operation);
  cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
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
