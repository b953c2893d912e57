import { env } from "@/lib/env";

/** Set by the server (lib/runtime/start.ts) from the socket; overwritten on every request. */
export const REMOTE_ADDRESS_HEADER = "x-sendwell-remote-addr";

/**
 * The caller's address as SPEC.md section 8 orders it: X-Forwarded-For (first hop), then
 * X-Real-IP, then the socket's address, which route handlers only see through a proxy header.
 */
export function clientIp(request: Request): string {
  if (env.TRUST_PROXY) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
    const realIp = request.headers.get("x-real-ip")?.trim();
    if (realIp) return realIp;
  }
  return request.headers.get(REMOTE_ADDRESS_HEADER) ?? "unknown";
}
