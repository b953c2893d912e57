import { randomUUID } from "node:crypto";

// Every HTTP request (but the open pixel's fast path, which logs only its failures) carries an id:
// the caller's X-Request-Id when it is a plain token (a proxy's or a load balancer's, so one id
// follows the request through every hop), a fresh UUID otherwise. The server sets it on the
// request before Next.js sees it and answers it back; logs about the request carry it.

export const REQUEST_ID_HEADER = "x-request-id";
const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id for a request that arrived with `given` (the X-Request-Id header, if any). */
export function requestIdFor(given: string | string[] | undefined): string {
  return typeof given === "string" && ACCEPTABLE.test(given) ? given : randomUUID();
}
