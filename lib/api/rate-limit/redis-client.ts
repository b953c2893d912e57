import { Redis } from "ioredis";

// Every setting here serves one rule: a request never waits on a dead or slow Redis. Commands
// fail at once instead of queueing while disconnected, a stuck command times out, and reconnects
// back off in the background without anyone awaiting them.
const CONNECT_TIMEOUT_MS = 500;
const COMMAND_TIMEOUT_MS = 500;
const FIRST_CONNECT_WAIT_MS = 1000;
const MAX_RECONNECT_DELAY_MS = 10_000;

export type RateLimitRedis = {
  client: Redis;
  /** Resolves once the first connection attempt has settled (or after a short cap). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export function createRateLimitRedis(url: string, onError: (error: unknown) => void): RateLimitRedis {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    autoResubscribe: false,
    retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, MAX_RECONNECT_DELAY_MS),
  });
  // Without a listener ioredis prints every failed reconnect; the caller throttles instead.
  client.on("error", onError);

  let firstConnect: Promise<void> | undefined;

  function ready(): Promise<void> {
    // lazyConnect keeps imports side-effect free; the first request opens the connection. With the
    // offline queue off, a command sent before "ready" would fail, so the first callers wait for
    // the attempt, bounded, and later ones go straight through (and fail fast while it is down).
    if (!firstConnect) {
      if (client.status !== "wait") return Promise.resolve();
      const attempt = client.connect().catch(() => undefined);
      firstConnect = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
        timer.unref?.();
        void attempt.then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return firstConnect;
  }

  async function close(): Promise<void> {
    if (client.status === "ready") {
      await client.quit().catch(() => client.disconnect());
    } else {
      client.disconnect();
    }
  }

  return { client, ready, close };
}
