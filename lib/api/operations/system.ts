import { defineOperation } from "./define-operation";
import { z } from "zod";

const HealthSchema = z
  .object({ status: z.enum(["ok", "degraded"]), database: z.enum(["ok", "unreachable"]), version: z.string() })
  .meta({ id: "Health" });

const ReadinessSchema = z
  .object({
    status: z.enum(["ready", "unavailable"]),
    shuttingDown: z.boolean(),
    database: z.enum(["ok", "unreachable"]).nullable().describe("null while shutting down (not asked)"),
  })
  .meta({ id: "Readiness" });

export const checkHealthOperation = defineOperation({
  method: "GET",
  path: "/health",
  summary: "Health check",
  description: "Answers 200 when the service and its database are up, 503 otherwise.",
  tags: ["System"],
  auth: "public",
  response: HealthSchema,
  errors: [503],
});

export const checkReadinessOperation = defineOperation({
  method: "GET",
  path: "/ready",
  summary: "Readiness check",
  description:
    "Answers 200 when the database answers and the process is not shutting down, 503 otherwise (from the moment SIGTERM " +
    "arrives). Load balancers should route traffic by this; /health is liveness only.",
  tags: ["System"],
  auth: "public",
  response: ReadinessSchema,
  errors: [503],
});

export const getOpenApiDocumentOperation = defineOperation({
  method: "GET",
  path: "/openapi.json",
  summary: "OpenAPI document",
  description: "This document: OpenAPI 3.1, generated from the schemas that validate requests.",
  tags: ["System"],
  auth: "public",
});
