import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect } from "vitest";
import { db } from "@/lib/db";
import { createRequestListener } from "@/lib/runtime/request-listener";

/**
 * The production server's listener (lib/runtime/start.ts) on a real socket for the file's tests;
 * what it does not answer itself goes to a stand-in for Next.js that answers 418 and notes the
 * request in `handedToNext`, so each test sees who answered.
 */
export function useFastPathServer() {
  const fastPath = { base: "", handedToNext: [] as string[] };
  let server: Server;
  beforeAll(async () => {
    await db.$queryRaw`SELECT 1`;
    server = createServer(
      createRequestListener((request, response) => {
        fastPath.handedToNext.push(`${request.method} ${request.url}`);
        response.writeHead(418).end();
      }),
    );
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    fastPath.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return fastPath;
}

/** The tracking group's refusal once an address has made 1,000 requests in the minute: headers and envelope. */
export async function expectTrackingLimitRefused(refused: Response) {
  expect(refused.status).toBe(429);
  expect(refused.headers.get("x-ratelimit-limit")).toBe("1000");
  expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  const body = await refused.json();
  expect(body).toMatchObject({ error: "rate_limit_exceeded", code: "RATE_LIMIT_EXCEEDED", limit: 1000, window: 60 });
  expect(body.message).toMatch(/^Rate limit exceeded\. Try again in \d+ seconds?\.$/);
}
