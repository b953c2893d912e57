export type { RateLimitDecision, RateLimiter, RateLimitGroup, RateLimitInput } from "./types";
export { GROUP_RULES } from "./groups";
export { normalizePath } from "./normalize-path";
export { groupFor } from "./group-for";
export { createRateLimiter, type RateLimiterOptions } from "./create-rate-limiter";
export { getRateLimiter } from "./get-rate-limiter";
export { rateLimitHeaders, rateLimitExceededBody } from "./responses";
export { forgetTeamRateLimits, planCap, teamLimitFor, teamRateLimits } from "./team-limits";
