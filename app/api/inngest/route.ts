import type { NextRequest } from "next/server";
import { ApiError, errorBody, jsonResponse } from "@/lib/api";
import { env } from "@/lib/env";

// Inngest calls this endpoint to sync the app's functions (PUT), read them (GET) and run steps
// (POST); the SDK verifies those calls with INNGEST_SIGNING_KEY outside dev mode. With the
// default pg-boss driver nothing here may run, so the endpoint does not exist.

type Method = "GET" | "POST" | "PUT";
type RouteHandler = (request: NextRequest, context: unknown) => Promise<Response>;

let serveHandlers: Promise<Record<Method, RouteHandler>> | undefined;

// Loaded on first use, so that a pg-boss deployment never loads the SDK or builds its client.
function inngestHandlers() {
  serveHandlers ??= (async () => {
    const [{ serve }, { inngest, inngestFunctions }] = await Promise.all([
      import("inngest/next"),
      import("@/jobs/drivers/inngest"),
    ]);
    return serve({ client: inngest, functions: inngestFunctions });
  })();
  return serveHandlers;
}

function handle(method: Method): RouteHandler {
  return async (request, context) => {
    if (env.JOBS_DRIVER !== "inngest") {
      return jsonResponse(errorBody(ApiError.notFound("Inngest is not enabled (JOBS_DRIVER=pgboss)")), { status: 404 });
    }
    const handlers = await inngestHandlers();
    return handlers[method](request, context);
  };
}

export const GET = handle("GET");
export const POST = handle("POST");
export const PUT = handle("PUT");
