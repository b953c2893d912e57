import { withApi, methodsNotAllowed } from "@/lib/api";
import { recordClickHit } from "@/lib/services/tracking";
import { trackClickOperation } from "@/lib/api/operations/tracking";

// Rewritten links of tracked emails (docs/contract.md section 8): 302 to the URL signed into the token.

const handler = async ({ request, params, ip }: { request: Request; params: { token: string }; ip: string }) => {
  const { url, recorded } = recordClickHit({
    token: params.token,
    userAgent: request.headers.get("user-agent"),
    ip,
    method: request.method,
  });
  await recorded;
  return new Response(null, {
    status: 302,
    headers: { Location: url, "Cache-Control": "no-store, private", "Referrer-Policy": "no-referrer" },
  });
};

export const GET = withApi(handler, trackClickOperation);
// Scanners probe with HEAD: redirected like GET and recorded as automated.
// Served with GET's operation; HEAD stays out of the OpenAPI document.
export const HEAD = withApi(handler, trackClickOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "HEAD"]);
