import { NextRequest } from "next/server";
import type { RouteHandler } from "@/lib/api/with-api";

type RequestOptions = {
  method?: string;
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent as-is; set the content type yourself. */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  token?: string;
  ip?: string;
};

let ipCounter = 0;
/** A distinct client address per call site keeps rate-limit buckets of tests apart. */
export function uniqueIp() {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${ipCounter % 250}`;
}

export function apiRequest(path: string, options: RequestOptions = {}): NextRequest {
  const headers = new Headers(options.headers);
  headers.set("x-forwarded-for", options.ip ?? uniqueIp());
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined = options.rawBody;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const init: ConstructorParameters<typeof NextRequest>[1] = { method: options.method ?? "GET", headers, body };
  if (body instanceof ReadableStream) Object.assign(init, { duplex: "half" });
  return new NextRequest(new URL(`/api/v1${path}`, "http://localhost:3000"), init);
}

/** Calls a route handler the way Next.js does, with its dynamic segments. */
export function callRoute(handler: RouteHandler, request: NextRequest, params: Record<string, string | string[]> = {}) {
  return handler(request, { params: Promise.resolve(params) });
}

/** A route's answer as status and parsed JSON body, for exact assertions. */
// biome-ignore lint/suspicious/noExplicitAny: every API shape is read through this; the assertions on it are the check.
export async function settle(response: Promise<Response>): Promise<{ status: number; body: any }> {
  const settled = await response;
  return { status: settled.status, body: await settled.json() };
}
