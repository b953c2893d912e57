import { z } from "zod";
import { withApi } from "@/lib/api/with-api";
import { recordOpenHit } from "@/lib/services/tracking/record-open-hit";
import { pixelResponse } from "@/lib/tracking/pixel";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

// The open pixel of every tracked email (docs/contract.md section 8). Answers before anything is written:
// the hit joins the batched recorder (lib/tracking/recorder.ts).

const params = z.object({ token: z.string().meta({ description: "The email's signed open token" }) });

const handler = async ({ request, params, ip }: { request: Request; params: { token: string }; ip: string }) => {
  recordOpenHit({ token: params.token, userAgent: request.headers.get("user-agent"), ip, method: request.method });
  return pixelResponse(request.method);
};

const spec = {
  method: "GET" as const,
  path: "/t/o/{token}",
  summary: "Open tracking pixel",
  description:
    "A 43-byte transparent GIF (`image/gif`, `Cache-Control: no-store, no-cache, must-revalidate, private`, `Pragma: no-cache`), " +
    "answered for any token. A genuine token records an `open` for its email, enriched with browser, OS, device type " +
    "(from the user agent) and city, region, country (from the client IP, DB-IP Lite). Opens by mail-privacy proxies " +
    "(Apple Mail Privacy Protection, Gmail and Yahoo image proxies), scanners, HEAD requests and agent-less requests are " +
    "stored with `isAutomated: true` and left out of human open rates. Entries are written in batches within about 250 ms.",
  tags: ["Tracking"],
  auth: "public" as const,
  rateGroup: "tracking" as const,
  params,
  responseDescription: "image/gif, 43 bytes",
};

export const GET = withApi(handler, spec);
// Scanners probe with HEAD: answered like GET (without a body) and recorded as automated.
export const HEAD = withApi(handler, { ...spec, document: false });

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "HEAD"]);
