export type RateLimitGroup =
  | "login"
  | "register"
  | "passwordReset"
  | "refresh"
  | "analytics"
  | "email"
  | "upload"
  | "tracking"
  | "default";

export type RateLimitDecision = {
  allowed: boolean;
  /** The group's per-window limit (X-RateLimit-Limit). */
  limit: number;
  /** Requests left in the window, never negative. */
  remaining: number;
  /** Unix seconds when the window resets (X-RateLimit-Reset). */
  resetAt: number;
  /** Whole seconds to wait; 0 when allowed. */
  retryAfter: number;
  /** Window length in seconds. */
  window: number;
};

export type RateLimitInput = {
  /** User id, API key id or IP: the caller decides who the client is. */
  key: string;
  method: string;
  path: string;
  group: RateLimitGroup;
  /**
   * The team's own limit for the group (docs/contract.md section 25), when it has one; an operator's
   * override for the key (RATE_LIMIT_OVERRIDES) wins over it, and the group's default applies without either.
   */
  limit?: number;
};

/** An operator's limit for one client: an IP address, or a user (RATE_LIMIT_OVERRIDES). */
export type OperatorOverride = { ip?: string; userId?: string; group: RateLimitGroup; limit: number };

export interface RateLimiter {
  consume(input: RateLimitInput): Promise<RateLimitDecision>;
  /** The same decision made at once, when this process holds the counts (no Redis) and the group
   * has no burst limit; null otherwise (then `consume`). Counts like `consume`. */
  consumeNow(input: RateLimitInput): RateLimitDecision | null;
  close(): Promise<void>;
}
