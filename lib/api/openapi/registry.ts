import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

/** A registry holding the two ways to authenticate; lib/api/openapi/document.ts adds the operations. */
export function createOpenApiRegistry() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "BearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "An access token from /auth/login, or an API key (`sw_...`) sent as a bearer token.",
  });
  registry.registerComponent("securitySchemes", "ApiKeyAuth", {
    type: "apiKey",
    in: "header",
    name: "X-API-KEY",
    description: "An API key created under Settings > API keys.",
  });
  return registry;
}

export const ErrorBodySchema = z
  .object({
    error: z.string().meta({ example: "validation_error" }),
    message: z.string(),
    code: z.string().meta({ example: "VALIDATION_ERROR" }),
    details: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ description: "Field name to message; PLAN_LIMIT_REACHED: { feature, limit, used }" }),
    timestamp: z.string(),
  })
  .meta({ id: "Error" });

export const RateLimitErrorSchema = z
  .object({
    error: z.literal("rate_limit_exceeded"),
    message: z.string(),
    code: z.literal("RATE_LIMIT_EXCEEDED"),
    retry_after: z.number().int().meta({ description: "Seconds to wait" }),
    limit: z.number().int().meta({ description: "Requests allowed in the window" }),
    window: z.number().int().meta({ description: "Window length in seconds" }),
    timestamp: z.string(),
  })
  .meta({ id: "RateLimitError" });
