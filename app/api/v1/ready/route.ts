import { z } from "zod";
import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { checkReadiness } from "@/lib/services/system/check-readiness";

const ReadinessSchema = z
  .object({
    status: z.enum(["ready", "unavailable"]),
    shuttingDown: z.boolean(),
    database: z.enum(["ok", "unreachable"]).nullable().describe("null while shutting down (not asked)"),
  })
  .meta({ id: "Readiness" });

export const GET = withApi(
  async () => {
    const readiness = await checkReadiness();
    return Response.json(readiness, {
      status: readiness.status === "ready" ? 200 : 503,
      headers: { "Cache-Control": "no-store" },
    });
  },
  {
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
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
