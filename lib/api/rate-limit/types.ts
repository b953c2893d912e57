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
};

export interface RateLimiter {
  consume(input: RateLimitInput): Promise<RateLimitDecision>;
  close(): Promise<void>;
}
