import { withApi, methodsNotAllowed } from "@/lib/api";
import { recordOpenHit, pixelResponse } from "@/lib/services/tracking";
import { trackOpenOperation } from "@/lib/api/operations/tracking";

// The open pixel of every tracked email (docs/contract.md section 8). Answers before the hit is stored:
// it joins the batched recorder (lib/tracking/record/recorder.ts), once in its durable log if it keeps one.

const handler = async ({ request, params, ip }: { request: Request; params: { token: string }; ip: string }) => {
  await recordOpenHit({
    token: params.token,
    userAgent: request.headers.get("user-agent"),
    ip,
    method: request.method,
  });
  return pixelResponse(request.method);
};

export const GET = withApi(handler, trackOpenOperation);
// Scanners probe with HEAD: answered like GET (without a body) and recorded as automated.
// Served with GET's operation; HEAD stays out of the OpenAPI document.
export const HEAD = withApi(handler, trackOpenOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "HEAD"]);
