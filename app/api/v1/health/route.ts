import { z } from "zod";
import { withApi } from "@/lib/api/with-api";
import { checkHealth } from "@/lib/services/system/check-health";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const HealthSchema = z
  .object({ status: z.enum(["ok", "degraded"]), database: z.enum(["ok", "unreachable"]), version: z.string() })
  .meta({ id: "Health" });

export const GET = withApi(
  async () => {
    const health = await checkHealth();
    return Response.json(health, { status: health.status === "ok" ? 200 : 503 });
  },
  {
    method: "GET",
    path: "/health",
    summary: "Health check",
    description: "Answers 200 when the service and its database are up, 503 otherwise.",
    tags: ["System"],
    auth: "public",
    response: HealthSchema,
    errors: [503],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
