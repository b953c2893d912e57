import type { RateLimitGroupName } from "@/lib/validation/rate-limits";
import type { RateLimitGroup } from "./types";

// The groups by the names the API and RATE_LIMIT_OVERRIDES use (docs/contract.md section 25) and
// the limiter's own.

export const GROUP_BY_NAME: Readonly<Record<RateLimitGroupName, RateLimitGroup>> = {
  login: "login",
  register: "register",
  password_reset: "passwordReset",
  token_refresh: "refresh",
  analytics: "analytics",
  email_sending: "email",
  file_upload: "upload",
  tracking: "tracking",
  default: "default",
};
