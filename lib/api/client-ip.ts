import { env } from "@/lib/env";

/** Set by the server (lib/runtime/start.ts) from the socket; overwritten on every request. */
export const REMOTE_ADDRESS_HEADER = "x-sendwell-remote-addr";

/**
 * The caller's address as SPEC.md section 8 orders it: X-Forwarded-For (first hop), then
 * X-Real-IP, then the socket's address, which route handlers only see through a proxy header.
 */
export function clientIp(request: { headers: HeaderReader }): string {
  const { headers } = request;
  if (env.TRUST_PROXY) {
    const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
    const realIp = headers.get("x-real-ip")?.trim();
    if (realIp) return realIp;
  }
  return headers.get(REMOTE_ADDRESS_HEADER) ?? "unknown";
}

/** What clientIp reads: a Fetch `Headers`, or Node's request headers through `nodeHeaderReader`. */
export type HeaderReader = { get(name: string): string | null | undefined };

export function nodeHeaderReader(headers: Record<string, string | string[] | undefined>): HeaderReader {
  return { get: (name) => { const value = headers[name]; return Array.isArray(value) ? value[0] : value; } };
}
