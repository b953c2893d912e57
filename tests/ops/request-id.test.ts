import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestListener } from "@/lib/runtime/request-listener";

// The production listener gives every request (but the open pixel's fast path) an id, seen by
// the app as X-Request-Id and answered back, so a log line and a client's report meet.

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(
    createRequestListener(
      (request, response) => void response.writeHead(200).end(String(request.headers["x-request-id"])),
    ),
  );
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("X-Request-Id", () => {
  it("is made up when none is sent, a new one per request, and answered back", async () => {
    const first = await fetch(`${base}/api/v1/health`);
    const second = await fetch(`${base}/api/v1/health`);
    const [a, b] = [await first.text(), await second.text()];
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
    expect(first.headers.get("x-request-id")).toBe(a);
  });

  it("keeps a proxy's plain id and replaces one that is not a plain token", async () => {
    const kept = await fetch(`${base}/x`, { headers: { "x-request-id": "lb-1234.abcd:9" } });
    expect(await kept.text()).toBe("lb-1234.abcd:9");
    for (const bad of ["has space", "x".repeat(129), 'quote"d']) {
      const replaced = await fetch(`${base}/x`, { headers: { "x-request-id": bad } });
      expect(await replaced.text(), bad).toMatch(UUID);
    }
  });
});
