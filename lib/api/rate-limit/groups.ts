import type { RateLimitGroup } from "./types";

export type GroupRule = { limit: number; window: number };

// docs/interface.md section 8, verbatim. Windows are in seconds.
export const GROUP_RULES: Readonly<Record<RateLimitGroup, GroupRule>> = {
  login: { limit: 5, window: 60 },
  register: { limit: 3, window: 3600 },
  passwordReset: { limit: 3, window: 3600 },
  refresh: { limit: 10, window: 60 },
  analytics: { limit: 100, window: 60 },
  email: { limit: 50, window: 60 },
  upload: { limit: 20, window: 60 },
  tracking: { limit: 1000, window: 60 },
  default: { limit: 100, window: 60 },
};

// docs/contract.md section 12: on the default group, at most 50 requests in any one second, on top of the
// per-minute limit. Only the default group ("standard endpoints") gets this second limit.
export const BURST_RULE = { group: "default" as RateLimitGroup, limit: 50, windowMs: 1000 };
