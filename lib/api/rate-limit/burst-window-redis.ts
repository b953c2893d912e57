import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { BurstWindow } from "./burst-window";

// One atomic round trip: drop entries older than the window, then admit and log the request if
// fewer than the limit remain. The clock comes from the caller so the script stays deterministic
// (and works on Redis-compatible servers without effects replication).
const SLIDING_LOG_SCRIPT = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count < limit then
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, window)
  return {1, 0}
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
return {0, tonumber(oldest[2]) + window - now}
`;

const COMMAND = "sendwellBurstHit";

type WithBurstCommand = {
  [COMMAND](key: string, limit: number, windowMs: number, now: number, member: string): Promise<[number, number]>;
};

export function createRedisBurstWindow(client: Redis, keyPrefix: string, limit: number, windowMs: number): BurstWindow {
  if (!(COMMAND in client)) client.defineCommand(COMMAND, { numberOfKeys: 1, lua: SLIDING_LOG_SCRIPT });
  const commands = client as unknown as WithBurstCommand;
  return {
    async hit(key) {
      const [allowed, msBeforeNext] = await commands[COMMAND](
        `${keyPrefix}:${key}`,
        limit,
        windowMs,
        Date.now(),
        randomUUID(),
      );
      return { allowed: allowed === 1, msBeforeNext: Math.max(Number(msBeforeNext), 0) };
    },
  };
}
