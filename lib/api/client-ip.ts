import { env } from "@/lib/env";

/** Set by the server (lib/runtime/start.ts) from the socket; overwritten on every request. */
export const REMOTE_ADDRESS_HEADER = "x-sendwell-remote-addr";
/**
 * The client address the production server worked out from the headers as the client sent them
 * (overwritten on every request). Next.js fills in a missing X-Forwarded-For with the socket's
 * address before route handlers run, which would hide a proxy's X-Real-IP behind it.
 */
export const CLIENT_IP_HEADER = "x-sendwell-client-ip";

/**
 * The caller's address as docs/interface.md section 8 orders it: X-Forwarded-For (first hop), then
 * X-Real-IP, then the socket's address, which route handlers only see through a proxy header.
 */
export function clientIp(request: { headers: HeaderReader }): string {
  return request.headers.get(CLIENT_IP_HEADER) || clientIpFromHeaders(request.headers);
}

/** docs/interface.md's order over headers as the client sent them (the server's listener calls it first). */
export function clientIpFromHeaders(headers: HeaderReader): string {
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
  return {
    get: (name) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    },
  };
}
