import { request as httpRequest, Agent } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createHttpServer, IDLE_CONNECTION_MS } from "@/lib/runtime/http-server";

// lib/runtime/http-server.ts: a kept-alive connection left idle past Node's 5 s default still
// takes the next request (the browser tests once saw ECONNRESET there).

const server = createHttpServer((_request, response) => response.end("ok"));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address() as AddressInfo;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(async () => {
  agent.destroy();
  await new Promise((resolve) => server.close(resolve));
});

function get(): Promise<{ body: string; socket: unknown }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: "127.0.0.1", port, agent, path: "/" }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ body, socket: sent.socket }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

describe("the HTTP server's idle connections", () => {
  it("keep a connection 6 s idle open for the next request, on the same socket", async () => {
    expect(IDLE_CONNECTION_MS).toBeGreaterThan(60_000);
    const first = await get();
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const second = await get();
    expect([first.body, second.body]).toEqual(["ok", "ok"]);
    expect(second.socket).toBe(first.socket);
  }, 20_000);
});
