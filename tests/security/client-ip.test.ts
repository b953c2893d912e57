import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { db } from "@/lib/db";
import { createRequestListener } from "@/lib/runtime/request-listener";
import { uniqueIp } from "../helpers/http";

// The production listener on a real socket, in front of a stand-in for Next.js that does what
// Next's base server does (fills a missing X-Forwarded-For with the socket's address) and then
// runs the real login route. docs/interface.md section 8: X-Forwarded-For, then X-Real-IP, then the socket.

let server: Server;
let base: string;

async function nextStandIn(request: IncomingMessage, response: ServerResponse) {
  request.headers["x-forwarded-for"] ??= request.socket.remoteAddress;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const answer = await login(
    new NextRequest(`http://localhost${request.url}`, { method: request.method, headers, body: Buffer.concat(chunks) }),
    { params: Promise.resolve({}) },
  );
  response.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()));
}

beforeAll(async () => {
  await db.$queryRaw`SELECT 1`;
  server = createServer(createRequestListener(nextStandIn));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const badLogin = (headers: Record<string, string>) =>
  fetch(`${base}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email: "nobody@example.com", password: "wrong-password" }),
  });

describe("the client address for rate limits, through the production listener", () => {
  it("counts each X-Real-IP on its own (5 logins a minute each), not the proxy's socket address", async () => {
    const [first, second] = [uniqueIp(), uniqueIp()];
    for (let i = 0; i < 5; i++) expect((await badLogin({ "x-real-ip": first })).status).toBe(401);
    const refused = await badLogin({ "x-real-ip": first });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: "rate_limit_exceeded",
      code: "RATE_LIMIT_EXCEEDED",
      limit: 5,
      window: 60,
    });
    // Another client behind the same proxy (same socket address) still has its own five.
    const other = await badLogin({ "x-real-ip": second });
    expect(other.status).toBe(401);
    expect(other.headers.get("x-ratelimit-remaining")).toBe("4");
  });

  it("prefers X-Forwarded-For's first hop over X-Real-IP", async () => {
    const [forwarded, real] = [uniqueIp(), uniqueIp()];
    for (let i = 0; i < 5; i++) await badLogin({ "x-forwarded-for": `${forwarded}, 10.0.0.1`, "x-real-ip": real });
    expect((await badLogin({ "x-forwarded-for": forwarded })).status).toBe(429);
    expect((await badLogin({ "x-real-ip": real })).status).toBe(401);
  });

  it("ignores a client's own copy of the server's header", async () => {
    const real = uniqueIp();
    for (let i = 0; i < 5; i++) await badLogin({ "x-real-ip": real, "x-sendwell-client-ip": uniqueIp() });
    expect((await badLogin({ "x-real-ip": real })).status).toBe(429);
  });
});
