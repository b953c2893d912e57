import { randomUUID } from "node:crypto";
import net from "node:net";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import type { RateLimitDecision, RateLimiter, RateLimitInput } from "@/lib/api/rate-limit";
import { closeTrackedLimiters, trackedLimiter } from "./tracked-limiters";

// docs/interface.md section 8: when the counter store is unavailable, requests are allowed. And no request
// may hang on it: each call here must settle well inside 1.5 s.
const DEAD_REDIS_URL = "redis://127.0.0.1:6390"; // nothing listens there
const REDIS_PORT = 6379;
const keyPrefix = `sendwell-test:${randomUUID()}`;

const servers: net.Server[] = [];
const limiterAt = (redisUrl: string): RateLimiter => trackedLimiter({ redisUrl, keyPrefix });
afterAll(async () => {
  // The proxies' sockets stay open until the limiters' Redis clients are gone.
  await closeTrackedLimiters();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function timed(
  limiter: RateLimiter,
  input: RateLimitInput = login,
): Promise<{ decision: RateLimitDecision; ms: number }> {
  const started = performance.now();
  const decision = await limiter.consume(input);
  return { decision, ms: performance.now() - started };
}

const login = { key: "203.0.113.99", method: "POST", path: "/auth/login", group: "login" as const };

function listen(server: net.Server, port = 0): Promise<number> {
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
  );
}

/** A TCP proxy to the real Redis that a test can cut (close sockets) or freeze (swallow bytes). */
async function startProxy(listenPort = 0) {
  const sockets = new Set<net.Socket>();
  const state = { frozen: false };
  const server = net.createServer((client) => {
    const upstream = net.connect(REDIS_PORT, "127.0.0.1");
    sockets.add(client).add(upstream);
    client.on("data", (chunk) => {
      if (!state.frozen) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on("error", () => undefined);
      socket.on("close", () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  const port = await listen(server, listenPort);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    freeze: () => (state.frozen = true),
    cut: async () => {
      await new Promise((resolve) => {
        if (server.listening) server.close(resolve);
        else resolve(undefined);
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

describe("fail open", () => {
  it("allows every request quickly when nothing listens at the Redis URL", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const limiter = limiterAt(DEAD_REDIS_URL);
    const started = performance.now();
    for (let i = 0; i < 10; i++) {
      const { decision, ms } = await timed(limiter);
      expect(ms).toBeLessThan(1500);
      expect(decision).toMatchObject({ allowed: true, limit: 5, remaining: 4, retryAfter: 0, window: 60 });
      const nowSeconds = Math.ceil(Date.now() / 1000);
      expect(decision.resetAt).toBeGreaterThanOrEqual(nowSeconds + 59);
      expect(decision.resetAt).toBeLessThanOrEqual(nowSeconds + 60);
    }
    expect(performance.now() - started).toBeLessThan(3000);
    // The default group (with its burst check) fails open too.
    const { decision } = await timed(limiter, { ...login, path: "/plans", method: "GET", group: "default" as const });
    expect(decision).toMatchObject({ allowed: true, limit: 100, remaining: 99 });
    // One line for the outage, not one per request.
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("allows requests when Redis accepts connections but never answers", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // Reads and drops whatever arrives, so the limiter's close() can still end the connection.
    const silent = net.createServer((socket) => socket.on("error", () => undefined).resume());
    const port = await listen(silent);
    const limiter = limiterAt(`redis://127.0.0.1:${port}`);
    const started = performance.now();
    for (let i = 0; i < 10; i++) {
      const { decision, ms } = await timed(limiter);
      expect(ms).toBeLessThan(1500);
      expect(decision.allowed).toBe(true);
    }
    expect(performance.now() - started).toBeLessThan(4000);
  });

  it("allows requests when Redis goes away after working", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const proxy = await startProxy();
    const limiter = limiterAt(proxy.url);
    const input = { ...login, key: "203.0.113.100" };
    for (let i = 0; i < 5; i++) await limiter.consume(input);
    expect((await limiter.consume(input)).allowed).toBe(false);

    await proxy.cut();
    for (let i = 0; i < 10; i++) {
      const { decision, ms } = await timed(limiter, input);
      expect(ms).toBeLessThan(1500);
      expect(decision).toMatchObject({ allowed: true, remaining: 4 });
    }
  });

  it("allows requests when Redis stops answering mid-way", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const proxy = await startProxy();
    const limiter = limiterAt(proxy.url);
    const input = { ...login, key: "203.0.113.101" };
    expect((await limiter.consume(input)).remaining).toBe(4);

    proxy.freeze();
    for (let i = 0; i < 5; i++) {
      const { decision, ms } = await timed(limiter, input);
      expect(ms).toBeLessThan(1500);
      expect(decision.allowed).toBe(true);
    }
  });

  it("counts again once Redis is back", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const proxy = await startProxy();
    const limiter = limiterAt(proxy.url);
    const input = { ...login, key: "203.0.113.102" };
    expect((await limiter.consume(input)).remaining).toBe(4);

    await proxy.cut();
    expect(await limiter.consume(input)).toMatchObject({ allowed: true, remaining: 4 });

    await startProxy(proxy.port);
    const deadline = Date.now() + 15_000;
    let decision = await limiter.consume(input);
    while (decision.remaining === 4 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      decision = await limiter.consume(input);
    }
    // The count kept in Redis before the outage is still there.
    expect(decision.remaining).toBe(3);
  });
});
