import { z } from "zod";
import { withApi } from "@/lib/api/with-api";
import { recordClickHit } from "@/lib/services/tracking/record-click-hit";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

// Rewritten links of tracked emails (docs/contract.md section 8): 302 to the URL signed into the token.

const params = z.object({ token: z.string().meta({ description: "The signed click token of one link of one email" }) });

const handler = async ({ request, params, ip }: { request: Request; params: { token: string }; ip: string }) => {
  const url = recordClickHit({
    token: params.token,
    userAgent: request.headers.get("user-agent"),
    ip,
    method: request.method,
  });
  return new Response(null, {
    status: 302,
    headers: { Location: url, "Cache-Control": "no-store, private", "Referrer-Policy": "no-referrer" },
  });
};

const spec = {
  method: "GET" as const,
  path: "/t/c/{token}",
  summary: "Tracked link",
  description:
    "302 to the original URL signed into the token, and a `click` recorded with that `url`, enriched like opens. " +
    "Clicks within 2 seconds of the email's `sentAt`, by known link scanners (Microsoft Safe Links, Barracuda, Proofpoint, " +
    "Mimecast...), by HEAD requests or without a user agent are stored with `isAutomated: true` and left out of human " +
    "click rates. A forged or altered token records nothing and answers 404 (never a redirect).",
  tags: ["Tracking"],
  auth: "public" as const,
  rateGroup: "tracking" as const,
  params,
  successStatus: 302,
  responseDescription: "Redirect (Location: the original URL)",
  errors: [404],
};

export const GET = withApi(handler, spec);
// Scanners probe with HEAD: redirected like GET and recorded as automated.
export const HEAD = withApi(handler, { ...spec, document: false });

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "HEAD"]);
